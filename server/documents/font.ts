/**
 * The documents' typeface: Be Vietnam Pro (SIL Open Font License), a sans-serif drawn for
 * Vietnamese, shipped on npm as `@expo-google-fonts/be-vietnam-pro` (whole TrueType files, every
 * Vietnamese letter with its tone marks and the đồng sign ₫; no install script). Read once per
 * process; pdfkit embeds only the glyphs a document uses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontWeight, string> = {
  regular: '400Regular/BeVietnamPro_400Regular.ttf',
  bold: '700Bold/BeVietnamPro_700Bold.ttf',
};

const loaded = new Map<FontWeight, Buffer>();

/** The TrueType file of a weight, read from the npm package on first use. */
export function fontFile(weight: FontWeight): Buffer {
  let data = loaded.get(weight);
  if (!data) {
    const root = path.dirname(require.resolve('@expo-google-fonts/be-vietnam-pro/package.json'));
    data = readFileSync(path.join(root, FILES[weight]));
    loaded.set(weight, data);
  }
  return data;
}
