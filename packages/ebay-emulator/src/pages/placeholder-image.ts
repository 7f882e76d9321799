import type { CatalogueEntry } from '../catalogue/catalogue-entry';
import { escapeHtml } from '../lib/html';

const HEX: Record<string, string> = {
  Black: '#222222',
  Blue: '#2f5aa8',
  Gray: '#8a8d91',
  White: '#f4f4f2',
  Green: '#3d7a4a',
  Red: '#b3282d',
  Brown: '#7a5230',
  Beige: '#d9c7a3',
  Pink: '#e59bb5',
  Purple: '#6d4c9a',
  Yellow: '#e8c547',
  Orange: '#e07b2f',
  Multicolor: '#5b8fb9',
  Gold: '#c9a23f',
  Silver: '#b8bcc2',
  Ivory: '#f3ecd8',
  Bronze: '#9c6b30',
};

/** Outline per garment family, drawn in a 400 x 400 box. */
function silhouette(family: CatalogueEntry['family']): string {
  switch (family) {
    case 'jeans':
    case 'pants':
      return 'M130 60h140l20 300h-70l-20-210-20 210h-70z';
    case 'shorts':
      return 'M120 110h160l25 150h-85l-20-70-20 70h-85z';
    case 'skirts':
      return 'M150 90h100l60 230H90z';
    case 'dresses':
      return 'M165 50h70l15 70 60 240H90l60-240z';
    case 'hats':
      return 'M110 250c0-90 40-140 90-140s90 50 90 140zM80 250h240v25H80z';
    case 'athletic-shoes':
    case 'casual-shoes':
    case 'heels':
    case 'boots':
      return family === 'boots'
        ? 'M150 80h80v170l90 40v50H110V250z'
        : 'M80 240c40 0 90-60 140-60 60 0 100 50 100 90v30H80z';
    default:
      return 'M150 60l-90 50 30 70 35-20v200h150V160l35 20 30-70-90-50c-10 25-30 35-50 35s-40-10-50-35z';
  }
}

/**
 * A placeholder photo for generated listings, served by the emulator itself so
 * Browse results render offline and under `img-src 'self'`.
 */
export function placeholderSvg(entry: CatalogueEntry): string {
  const fill = HEX[entry.color] ?? '#5b8fb9';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">',
    '<rect width="400" height="400" fill="#f1f1ef"/>',
    `<path d="${silhouette(entry.family)}" fill="${fill}" stroke="#333" stroke-width="3" stroke-linejoin="round"/>`,
    `<text x="200" y="385" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#333">${escapeHtml(entry.brand)}</text>`,
    '</svg>',
  ].join('');
}
