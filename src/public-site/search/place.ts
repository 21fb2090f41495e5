/** A place the person picked in a search box, as kept in the URL, local storage and forms. */
export type PlaceKind = 'AIRPORT' | 'CITY' | 'AREA' | 'PROPERTY';

export interface PlaceChoice {
  /** Opaque places-service id, e.g. 'city:da-nang'. */
  id: string;
  type: PlaceKind;
  /** IATA airport or city code (flights); null for areas and properties. */
  code: string | null;
  name: string;
  subtitle: string | null;
  /** PROPERTY: opens /property/{property_id}. */
  property_id?: string | null;
}

const KINDS: readonly string[] = ['AIRPORT', 'CITY', 'AREA', 'PROPERTY'];

export function isPlaceChoice(value: unknown): value is PlaceChoice {
  const v = value as Partial<PlaceChoice> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.id === 'string' &&
    v.id !== '' &&
    typeof v.type === 'string' &&
    KINDS.includes(v.type) &&
    typeof v.name === 'string' &&
    (v.code === null || typeof v.code === 'string') &&
    (v.subtitle === null || v.subtitle === undefined || typeof v.subtitle === 'string')
  );
}

/** Only the fields worth keeping from an API place. */
export function toPlaceChoice(place: {
  id: string;
  type: PlaceKind;
  code?: string | null;
  name: string;
  subtitle?: string | null;
  property_id?: string | null;
}): PlaceChoice {
  return {
    id: place.id,
    type: place.type,
    code: place.code ?? null,
    name: place.name,
    subtitle: place.subtitle ?? null,
    property_id: place.property_id ?? null,
  };
}
