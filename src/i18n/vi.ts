import type { DeepStrings } from './types';
import { consoleVi } from './console.vi';
import { siteVi } from './site';
import { validateVi } from './site/validate.vi';
import { raVi } from './ra.vi';

/**
 * The console's reference catalogue, in Vietnamese: the site texts, the server messages and
 * field rules (`validate.*`, which forms show under inputs), the console's own texts and
 * resource labels (`console.*`, `resources.*`), and react-admin's `ra.*`.
 */
export const vi = {
  ...siteVi,
  validate: validateVi,
  ...consoleVi,
  ra: raVi,
};

/** Every catalogue must have exactly these keys, each a string. */
export type AppMessages = DeepStrings<typeof vi>;
