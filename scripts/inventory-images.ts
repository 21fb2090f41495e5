// Writes the inventory's placeholder images (committed; run again only to change them):
// public/airlines/<code>.svg — a monogram in the airline's colour (no trademark artwork);
// public/inventory/photos/<name>.svg — simple drawn scenes standing in for hotel photos.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AIRLINES } from '../server/domain/inventory/data/airlines';

const root = path.resolve(import.meta.dirname, '..');
mkdirSync(path.join(root, 'public/airlines'), { recursive: true });
mkdirSync(path.join(root, 'public/inventory/photos'), { recursive: true });

for (const a of AIRLINES) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${a.name}"><rect width="64" height="64" rx="14" fill="${a.color}"/><text x="32" y="41" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${a.code}</text></svg>\n`;
  writeFileSync(path.join(root, 'public/airlines', `${a.code}.svg`), svg);
}

const frame = (sky: string, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 420" role="img" aria-label="${label}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect width="640" height="420" fill="url(#s)"/>${body}</svg>\n`;

const building = (color: string, floors: number, x: number, w: number) => {
  const h = floors * 34;
  let windows = '';
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < Math.floor(w / 40); c++) {
      windows += `<rect x="${x + 14 + c * 40}" y="${330 - h + 12 + f * 34}" width="22" height="18" fill="#fdf6d8" opacity=".9"/>`;
    }
  }
  return `<rect x="${x}" y="${330 - h}" width="${w}" height="${h}" fill="${color}"/>${windows}`;
};
const ground = '<rect y="330" width="640" height="90" fill="#7fb069"/>';
const palm = (x: number) =>
  `<rect x="${x}" y="240" width="8" height="90" fill="#8d6e63"/><circle cx="${x + 4}" cy="236" r="26" fill="#2e7d32"/>`;
const bed = (x: number, w: number, color: string) =>
  `<rect x="${x}" y="250" width="${w}" height="70" rx="8" fill="${color}"/><rect x="${x}" y="232" width="${w}" height="30" rx="8" fill="#fff"/><rect x="${x - 10}" y="200" width="${w + 20}" height="36" rx="6" fill="#6d4c41"/>`;
const room = (inner: string, label: string) =>
  frame(
    '#f3e5d8',
    `<rect y="320" width="640" height="100" fill="#c8a27a"/><rect x="420" y="70" width="160" height="130" fill="#9fd3f0" stroke="#fff" stroke-width="8"/>${inner}`,
    label,
  );

const PHOTOS: Record<string, string> = {
  'exterior-1': frame(
    '#8ecae6',
    ground + building('#e9c46a', 7, 160, 320) + palm(90) + palm(520),
    'Hotel exterior',
  ),
  'exterior-2': frame(
    '#90caf9',
    ground + building('#f4a261', 5, 120, 400) + palm(560),
    'Hotel exterior',
  ),
  'exterior-3': frame(
    '#a5d8ff',
    ground + building('#ced4da', 9, 200, 240) + building('#adb5bd', 5, 60, 120),
    'Hotel exterior',
  ),
  'exterior-4': frame(
    '#ffd6a5',
    ground + building('#e5989b', 3, 140, 360) + palm(70) + palm(540),
    'Hotel exterior',
  ),
  'lobby-1': room(
    '<rect x="80" y="250" width="260" height="70" rx="10" fill="#264653"/><circle cx="210" cy="90" r="40" fill="#f6bd60"/>',
    'Lobby',
  ),
  'lobby-2': room(
    '<rect x="60" y="240" width="300" height="80" fill="#8d99ae"/><rect x="70" y="200" width="280" height="40" fill="#edf2f4"/>',
    'Lobby',
  ),
  pool: frame(
    '#8ecae6',
    '<rect y="300" width="640" height="120" fill="#e9edc9"/><rect x="80" y="320" width="480" height="80" rx="20" fill="#00b4d8"/>' +
      palm(40) +
      palm(590),
    'Swimming pool',
  ),
  beach: frame(
    '#90e0ef',
    '<rect y="250" width="640" height="80" fill="#0077b6"/><rect y="330" width="640" height="90" fill="#f1dca7"/>' +
      palm(520),
    'Beach',
  ),
  restaurant: room(
    '<rect x="80" y="260" width="120" height="60" fill="#6d4c41"/><rect x="240" y="260" width="120" height="60" fill="#6d4c41"/><circle cx="140" cy="250" r="12" fill="#fff"/><circle cx="300" cy="250" r="12" fill="#fff"/>',
    'Restaurant',
  ),
  spa: room(
    '<ellipse cx="220" cy="300" rx="140" ry="24" fill="#b7e4c7"/><circle cx="120" cy="150" r="30" fill="#95d5b2"/>',
    'Spa',
  ),
  'room-double': room(bed(120, 240, '#457b9d'), 'Double room'),
  'room-twin': room(bed(60, 140, '#2a9d8f') + bed(240, 140, '#2a9d8f'), 'Twin room'),
  'room-family': room(bed(50, 220, '#e76f51') + bed(300, 100, '#e76f51'), 'Family room'),
  'room-suite': room(
    bed(100, 260, '#6a4c93') + '<rect x="20" y="280" width="60" height="40" fill="#ffca3a"/>',
    'Suite',
  ),
  'room-dorm': room(
    '<rect x="80" y="140" width="140" height="180" fill="none" stroke="#6d4c41" stroke-width="8"/><rect x="84" y="200" width="132" height="20" fill="#4895ef"/><rect x="84" y="290" width="132" height="20" fill="#4895ef"/>',
    'Dormitory',
  ),
  villa: frame(
    '#bde0fe',
    ground +
      building('#fefae0', 2, 160, 320) +
      '<polygon points="150,262 320,200 490,262" fill="#bc6c25"/>' +
      palm(80) +
      palm(540),
    'Villa',
  ),
  bathroom: room(
    '<rect x="80" y="250" width="240" height="70" rx="30" fill="#fff" stroke="#adb5bd" stroke-width="4"/><rect x="120" y="120" width="80" height="100" fill="#e9ecef"/>',
    'Bathroom',
  ),
};
for (const [name, svg] of Object.entries(PHOTOS)) {
  writeFileSync(path.join(root, 'public/inventory/photos', `${name}.svg`), svg);
}
console.log(`wrote ${AIRLINES.length} airline logos and ${Object.keys(PHOTOS).length} photos`);
