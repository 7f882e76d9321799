import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { garmentColours } from './colour';
import { COLOUR_FEATURES, NETWORK_COLOUR_FEATURES } from './colour-features';
import {
  DEFAULT_NAMER_PATH,
  NETWORK_NAMER_PATH,
  defaultColourNamer,
  nameColour,
  networkColourNamer,
  parseColourNamer,
} from './colour-namer';
import { decodePhoto, isDecoded } from './photo-input';
import { createSharpImageEngine } from '../../../adapters/image/sharp-image-engine';
import { loadItemTypeScorer } from '../../../adapters/vision/item-type-scorer';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const train = path.join(repoRoot, '../shared/data/clothing/train');
const engine = createSharpImageEngine();

async function smallOf(photo: string) {
  const decoded = await decodePhoto(
    engine,
    { bytes: readFileSync(path.join(train, photo)), mimeType: 'image/jpeg' },
    0,
  );
  if (!isDecoded(decoded)) throw new Error(decoded.error);
  return decoded.small;
}

describe('the learnt colour namer', () => {
  // Real train photos named by eye (colour-tuning-labels.json) that the hand
  // rules alone misname: a fine check read as its main colour, a black
  // t-shirt's print taken for a pattern, a yellow top read as brown.
  it.each([
    ['shirt/02eb668a-0d6d-46df-8e1a-06457ac14b4a.jpg', 'Multicolor', 'Brown'],
    ['shirt/ca5065aa-cb1f-45a0-9785-8a354aeb3b80.jpg', 'Multicolor', 'Blue'],
    ['t-shirt/15c6d0c1-730d-4a7f-8534-7c7ca2ed8987.jpg', 'Black', 'Multicolor'],
    ['longsleeve/46ad1df5-6575-45fd-b38d-240841f8f494.jpg', 'Yellow', 'Brown'],
  ])('names %s %s where the hand rules said %s', async (photo, expected, byRules) => {
    const small = await smallOf(photo);
    const result = garmentColours(small);
    expect(result.primary).toBe(expected);
    expect(result.confidence).toBeGreaterThan(0.7);
    expect(garmentColours(small, { namer: null }).primary).toBe(byRules);
  });

  it('loads the committed model, which knows every name the labels use', () => {
    const namer = defaultColourNamer();
    expect(namer.features).toEqual([...COLOUR_FEATURES]);
    expect(namer.classes).toEqual(
      expect.arrayContaining(['Black', 'Gray', 'White', 'Beige', 'Blue', 'Red', 'Pink', 'Green', 'Multicolor']),
    );
    expect(Number(namer.training.photos)).toBeGreaterThanOrEqual(300);
  });

  it('refuses a model trained on other features rather than misname colours', () => {
    const json = JSON.parse(readFileSync(DEFAULT_NAMER_PATH, 'utf8')) as { features: string[] };
    const stale = { ...json, features: json.features.slice(1) };
    expect(() => parseColourNamer(stale)).toThrow(/npm run train:colour/);
    // The namer of the colour features alone is not the one that also reads the map.
    expect(() => parseColourNamer(json, NETWORK_COLOUR_FEATURES)).toThrow(/npm run train:colour/);
    const network = JSON.parse(readFileSync(NETWORK_NAMER_PATH, 'utf8')) as unknown;
    expect(() => parseColourNamer(network)).toThrow(/npm run train:colour/);
  });

  it('gives the likeliest name with its probability', () => {
    const namer = parseColourNamer({
      version: 1,
      features: [...COLOUR_FEATURES],
      classes: ['Red', 'Blue'],
      mean: COLOUR_FEATURES.map(() => 0),
      scale: COLOUR_FEATURES.map(() => 1),
      weights: [COLOUR_FEATURES.map((_, j) => (j === 0 ? 1 : 0)), COLOUR_FEATURES.map(() => 0)],
      bias: [0, 0],
    });
    const features = COLOUR_FEATURES.map((_, j) => (j === 0 ? 2 : 0));
    const { name, probability } = nameColour(namer, features);
    expect(name).toBe('Red');
    expect(probability).toBeCloseTo(1 / (1 + Math.exp(-2)), 5);
  });
});

describe('the namer that also reads the backbone’s map (decision 044)', () => {
  it('loads the committed model of the colour features and the 88 values of block 9', () => {
    const namer = networkColourNamer();
    expect(namer.features).toEqual([...NETWORK_COLOUR_FEATURES]);
    expect(namer.features).toHaveLength(COLOUR_FEATURES.length + 88);
    expect(Number(namer.training.photos)).toBeGreaterThanOrEqual(1400);
  });

  // Grey garments named by eye (colour-tuning-labels.json) that the colour
  // features alone read as the light made them look: black in shade, white
  // in a bright room, beige under warm light.
  it.each([
    ['longsleeve/7e3b8120-6f91-4ddc-aa6f-cf49a5dc62aa.jpg', 'Black'],
    ['longsleeve/dd3f4caa-ecbf-477f-b75c-0e1746b716f9.jpg', 'White'],
    ['pants/8b8563c5-9eb1-4c44-9d52-acd22a8fe25d.jpg', 'Beige'],
  ])(
    'names %s Gray with the map, where the colour features alone said %s',
    async (photo, alone) => {
      const bytes = readFileSync(path.join(train, photo));
      const small = await smallOf(photo);
      const { colourMap } = await (await loadItemTypeScorer()).viewPhoto(bytes, 'quick');
      expect(garmentColours(small, { colourMap: colourMap! }).primary).toBe('Gray');
      expect(garmentColours(small).primary).toBe(alone);
    },
    60_000,
  );

  // Tuning photos named by eye where one plain colour covers the garment for
  // the hand rules and the namer is unsure: its name is the right one, and
  // the rules' name no longer stands in for it (decision 053).
  it.each([
    ['skirt/ce118595-1373-463c-9be5-0b7d62ce1f0d.jpg', 'Green', 'Gray'],
    ['t-shirt/7f9275de-c63f-46f2-8328-38bf0ae69655.jpg', 'Black', 'Blue'],
  ])(
    'names %s %s with the map even when unsure, where the hand rules saw one plain %s',
    async (photo, expected, byRules) => {
      const bytes = readFileSync(path.join(train, photo));
      const small = await smallOf(photo);
      const { colourMap } = await (await loadItemTypeScorer()).viewPhoto(bytes, 'quick');
      const result = garmentColours(small, { colourMap: colourMap! });
      expect(result.primary).toBe(expected);
      expect(result.confidence).toBeLessThan(0.7);
      expect(garmentColours(small, { namer: null }).primary).toBe(byRules);
    },
    60_000,
  );
});
