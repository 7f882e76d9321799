/**
 * The vision engine: the image models (the item-type classifier and the
 * adult-content score). `createDeps` makes the default, a worker thread running
 * TensorFlow (`vision-thread.ts`); a test may pass another.
 */

/** A class and its calibrated probability. */
export type ClassScore = { label: string; score: number };

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
  /** Calibrated item-type probabilities of one photo (encoded bytes), most likely first. */
  scoreItemType: (image: Buffer, depth?: ScoreDepth) => Promise<ClassScore[]>;
  /** Below this top probability an item's type is for the seller to check (the model's own threshold). */
  itemTypeReviewThreshold: () => number;
  scoreAdultContent: (image: Buffer) => Promise<AdultContentScore>;
  /** Stops what the engine started; a later request starts it again. */
  close: () => Promise<void>;
};
