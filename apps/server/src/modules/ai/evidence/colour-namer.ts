import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { COLOUR_FEATURES, NETWORK_COLOUR_FEATURES } from './colour-features';
import { EBAY_COLOURS, type EbayColour } from './colour-naming';

/**
 * The learnt colour namer (decision 036): softmax regression from the
 * garment's colour features (colour-features.ts) to eBay's colour names,
 * fitted on the train photos named by eye in
 * test/fixtures/colour-tuning-labels.json. `npm run train:colour`
 * (scripts/train-colour.ts) writes two: `models/colour/namer-network.json`
 * reads the colour features and the vision thread's block-9 map pooled over
 * the garment (decision 044), and `models/colour/namer.json` the colour
 * features alone, for a photo the vision thread gave no map of.
 */

export const DEFAULT_NAMER_PATH = fileURLToPath(new URL('../../../../models/colour/namer.json', import.meta.url));
export const NETWORK_NAMER_PATH = fileURLToPath(
  new URL('../../../../models/colour/namer-network.json', import.meta.url),
);

const NAMES = [...EBAY_COLOURS, 'Multicolor'] as const;

export const ColourNamerSchema = z.object({
  version: z.literal(1),
  features: z.array(z.string()),
  classes: z.array(z.enum(NAMES)).min(2),
  /** Features are standardised with these before the linear layer. */
  mean: z.array(z.number()),
  scale: z.array(z.number().positive()),
  /** One row of weights per class, one weight per feature. */
  weights: z.array(z.array(z.number())),
  bias: z.array(z.number()),
  training: z.record(z.string(), z.union([z.number(), z.string()])).default({}),
});
export type ColourNamer = z.infer<typeof ColourNamerSchema>;

/** Checks a namer against the features this code computes, so a stale model fails loudly rather than misnames. */
export function parseColourNamer(json: unknown, expected: readonly string[] = COLOUR_FEATURES): ColourNamer {
  const namer = ColourNamerSchema.parse(json);
  const d = expected.length;
  const same = namer.features.length === d && namer.features.every((f, i) => f === expected[i]);
  if (!same)
    throw new Error(
      'colour namer: its features are not the ones colour-features.ts computes; run npm run train:colour',
    );
  const shaped =
    namer.mean.length === d &&
    namer.scale.length === d &&
    namer.bias.length === namer.classes.length &&
    namer.weights.length === namer.classes.length &&
    namer.weights.every((row) => row.length === d);
  if (!shaped) throw new Error('colour namer: weights do not match its classes and features');
  return namer;
}

let loaded: ColourNamer | undefined;
let loadedNetwork: ColourNamer | undefined;

/** The committed namer of the colour features alone, read once. */
export function defaultColourNamer(): ColourNamer {
  loaded ??= parseColourNamer(JSON.parse(readFileSync(DEFAULT_NAMER_PATH, 'utf8')));
  return loaded;
}

/** The committed namer of the colour features and the block-9 map, read once. */
export function networkColourNamer(): ColourNamer {
  loadedNetwork ??= parseColourNamer(JSON.parse(readFileSync(NETWORK_NAMER_PATH, 'utf8')), NETWORK_COLOUR_FEATURES);
  return loadedNetwork;
}

/** Probability of each class, in the namer's class order. */
export function nameProbabilities(namer: ColourNamer, features: number[]): number[] {
  const logits = namer.weights.map((row, k) => {
    let sum = namer.bias[k]!;
    for (let j = 0; j < row.length; j++) sum += (row[j]! * (features[j]! - namer.mean[j]!)) / namer.scale[j]!;
    return sum;
  });
  const top = Math.max(...logits);
  const exps = logits.map((z) => Math.exp(z - top));
  const total = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / total);
}

/** The likeliest name and its probability. */
export function nameColour(namer: ColourNamer, features: number[]): { name: EbayColour; probability: number } {
  const p = nameProbabilities(namer, features);
  const best = p.indexOf(Math.max(...p));
  return { name: namer.classes[best]!, probability: p[best]! };
}
