import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// Fixture photos for upload safety (decision 011), scored by the real nsfwjs model.

const validation = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/data/clothing/validation',
);

/** A real garment photo: the first t-shirt of the validation set, by file name. */
export function garmentPhoto(): Buffer {
  const folder = path.join(validation, 't-shirt');
  const first = readdirSync(folder).sort()[0];
  if (!first) throw new Error(`no photos in ${folder}`);
  return readFileSync(path.join(folder, first));
}

type Blob = { cx: number; cy: number; rx: number; ry: number; turn: number; light: string; shade: string };

// Ochre ellipses with soft shading and three brown dots on a purple ground:
// an abstract picture that nsfwjs' MobileNetV2 scores about 0.9 "Porn"
// (0.88-0.94 whether it is stored as JPEG, PNG, 300 to 900 px wide, or as the
// 400 px WebP rendition). Found by a seeded search over random blob pictures,
// then written out here so the test does not depend on the search.
const BLOBS: (Blob & { focus: [number, number] })[] = [
  { cx: 182, cy: 345, rx: 296, ry: 269, turn: 97, light: '#fec170', shade: '#987443', focus: [0.38, 0.57] },
  { cx: 402, cy: 433, rx: 242, ry: 92, turn: 107, light: '#f4d57e', shade: '#93804c', focus: [0.68, 0.48] },
  { cx: 86, cy: 714, rx: 71, ry: 173, turn: 30, light: '#fca96a', shade: '#976540', focus: [0.42, 0.57] },
  { cx: 285, cy: 473, rx: 143, ry: 335, turn: 149, light: '#dfbe72', shade: '#867245', focus: [0.52, 0.4] },
  { cx: 355, cy: 174, rx: 202, ry: 122, turn: 74, light: '#e8d27c', shade: '#8b7e4a', focus: [0.34, 0.65] },
  { cx: 129, cy: 581, rx: 112, ry: 227, turn: 29, light: '#ffd775', shade: '#9a8146', focus: [0.38, 0.39] },
];
const DOTS: [number, number, number][] = [
  [206, 129, 23],
  [110, 333, 18],
  [176, 657, 16],
];

/** A harmless synthetic picture that the real adult-content model flags: the flagged path end to end. */
export function flaggedBlobPhoto(): Promise<Buffer> {
  const gradients = BLOBS.map(
    (b, i) =>
      `<radialGradient id="g${i}" cx="${b.focus[0]}" cy="${b.focus[1]}" r="0.7">` +
      `<stop offset="0" stop-color="${b.light}"/><stop offset="1" stop-color="${b.shade}"/></radialGradient>`,
  );
  const ellipses = BLOBS.map(
    (b, i) =>
      `<ellipse cx="${b.cx}" cy="${b.cy}" rx="${b.rx}" ry="${b.ry}" ` +
      `transform="rotate(${b.turn} ${b.cx} ${b.cy})" fill="url(#g${i})"/>`,
  );
  const dots = DOTS.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#a36b45"/>`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><defs>${gradients.join('')}</defs>` +
    `<rect width="600" height="800" fill="#5a3c78"/>${ellipses.join('')}${dots.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
