/**
 * The vision engine: the image models (the item-type classifier and the
 * adult-content score). `createDeps` makes the default, a worker thread running
 * TensorFlow (`vision-thread.ts`); a test may pass another.
 */

/** A class and its calibrated probability. */
export type ClassScore = { label: string; score: number };

/** A network's activations over a photo: `channels` values for each of width x height cells, row by row. */
export type FeatureMap = { width: number; height: number; channels: number; data: Float32Array };

/** One garment photo as the vision thread saw it. */
export type GarmentView = {
  /** Calibrated item-type probabilities, most likely first. */
  itemType: ClassScore[];
  /** The backbone's block-9 map of the plain photo, which the colour namer pools over the garment (decision 044). */
  colourMap?: FeatureMap;
};

/**
 * `full`: the fine-tuned MobileNet and InceptionV3 together (about 0.45 s a
 * photo); `quick`: the fine-tuned MobileNet alone (about 0.1 s), with its own
 * temperature. An item's first garment photo gets the full read, the others
 * the quick one, which keeps a 3-photo item within its 2 s (decision 016).
 */
export type ScoreDepth = 'full' | 'quick';

/** nsfwjs' output classes, in the model's order. */
export const ADULT_CONTENT_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;

export type AdultContentScore = {
  /** Probability of explicit content (Porn + Hentai). */
  score: number;
  flagged: boolean;
  classes: Record<(typeof ADULT_CONTENT_CLASSES)[number], number>;
};

export type VisionEngine = {
  /** One garment photo (encoded bytes): its item-type probabilities and its colour map, from one run of the backbone. */
  viewGarment: (image: Buffer, depth?: ScoreDepth) => Promise<GarmentView>;
  /** Below this top probability an item's type is for the seller to check (the model's own threshold). */
  itemTypeReviewThreshold: () => number;
  scoreAdultContent: (image: Buffer) => Promise<AdultContentScore>;
  /** Stops what the engine started; a later request starts it again. */
  close: () => Promise<void>;
};
