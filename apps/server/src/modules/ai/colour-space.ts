/** sRGB (0..255) to CIELAB (D65), where Euclidean distance tracks perceived difference. */
export type Lab = [number, number, number];

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function f(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116;
}

export function rgbToLab(r: number, g: number, b: number): Lab {
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047;
  const y = 0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / 1.08883;
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

export function deltaE(a: Lab, b: Lab): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/**
 * Reference shades for each colour name eBay's Color aspect accepts. Several
 * shades per name (navy and sky are both Blue). Gold and Silver are left out:
 * they are metallic sheens a pixel average cannot tell from yellow or grey.
 */
const PALETTE_RGB: Record<string, [number, number, number][]> = {
  Black: [
    [18, 18, 18],
    [38, 38, 42],
  ],
  Gray: [
    [128, 128, 128],
    [88, 90, 94],
    [165, 165, 168],
    [196, 196, 198],
  ],
  White: [
    [250, 250, 250],
    [234, 234, 236],
  ],
  Ivory: [
    [250, 246, 228],
    [238, 230, 208],
  ],
  Beige: [
    [222, 198, 160],
    [196, 178, 146],
    [208, 182, 142],
  ],
  Brown: [
    [118, 74, 42],
    [84, 58, 40],
    [150, 102, 62],
    [186, 140, 96],
  ],
  Red: [
    [196, 30, 36],
    [130, 22, 36],
    [222, 64, 52],
  ],
  Pink: [
    [248, 176, 196],
    [228, 118, 160],
    [236, 60, 138],
    [238, 204, 206],
  ],
  Orange: [
    [238, 128, 32],
    [226, 96, 42],
    [178, 84, 44],
  ],
  Yellow: [
    [242, 218, 46],
    [218, 178, 54],
    [246, 232, 140],
  ],
  Green: [
    [40, 138, 62],
    [108, 110, 52],
    [24, 70, 44],
    [156, 214, 176],
    [0, 120, 116],
  ],
  Blue: [
    [26, 36, 72],
    [32, 62, 150],
    [54, 94, 204],
    [150, 190, 228],
    [72, 100, 140],
    [96, 124, 162],
  ],
  Purple: [
    [118, 50, 148],
    [188, 160, 218],
    [96, 40, 80],
  ],
};

export const PALETTE: { name: string; lab: Lab }[] = Object.entries(PALETTE_RGB).flatMap(([name, shades]) =>
  shades.map(([r, g, b]) => ({ name, lab: rgbToLab(r, g, b) })),
);

export function nearestColourName(lab: Lab): { name: string; distance: number } {
  let best = { name: 'Multicolor', distance: Infinity };
  for (const entry of PALETTE) {
    const distance = deltaE(lab, entry.lab);
    if (distance < best.distance) best = { name: entry.name, distance };
  }
  return best;
}
