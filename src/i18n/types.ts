/** Every leaf of a catalogue is a string: `en` must mirror `vi` key for key. */
export type DeepStrings<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]>;
};

/** Dot paths of every string leaf, e.g. `'home.title'`. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

export type Locale = 'vi' | 'en';

export type MessageVars = Record<string, string | number>;
