import type { DeepStrings } from './types';
import { siteVi } from './site';
import { raVi } from './ra.vi';

/** The reference catalogue: the site texts plus react-admin's `ra.*` texts, in Vietnamese. */
export const vi = { ...siteVi, ra: raVi };

/** Every catalogue must have exactly these keys, each a string. */
export type AppMessages = DeepStrings<typeof vi>;
