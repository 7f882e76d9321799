import {
  ACCURACY_FIGURES,
  DRAFT_SPEED,
  draftSeconds,
  percentOf,
  tagReadingPercent,
  type AccuracyFigures,
  type DraftSpeed,
} from '@listlens/shared';

// Every accuracy and speed the landing page states, built from the figures the
// latest `npm run eval:ai -- <folder> --write-figures` and
// `bench-ai.ts --write-figures` measured (docs/accuracy.md): no page quotes a
// number nobody measured. A figure not measured yet is not stated at all.

export type AccuracyClaims = {
  /** The stats strip's tile, e.g. ['96%', 'tag-reading accuracy']. */
  stat: [string, string];
  /** The stats strip's tile for the item type read from one garment photo, when measured. */
  itemTypeStat?: [string, string];
  benefit: { title: string; text: string };
  faqAnswer: string;
};

const REVIEW = 'You always review the draft before anything is posted.';

export function accuracyClaims(figures: AccuracyFigures = ACCURACY_FIGURES): AccuracyClaims {
  const tags = tagReadingPercent(figures);
  const labelPhotos = Math.min(
    ...(['brand', 'size', 'material'] as const).map((f) => figures.figures[f]?.photos ?? Infinity),
  );
  const colour = figures.figures.color;
  const itemType = figures.figures.item_type;
  const itemTypeStat: [string, string] | undefined = itemType
    ? [`${percentOf(itemType.accuracy)}%`, 'garment type right from one photo']
    : undefined;
  if (tags === undefined) {
    return {
      itemTypeStat,
      stat: ['Tags', 'read, not guessed'],
      benefit: { title: 'Read from the tags', text: 'Brand, size and material read from the tags, not guessed.' },
      faqAnswer: `It reads the brand, size and material from the tags instead of guessing. ${REVIEW}`,
    };
  }
  const colourPart = colour
    ? `, and it named the main colour right on ${percentOf(colour.accuracy)}% of ${colour.photos} garment photos`
    : '';
  return {
    itemTypeStat,
    stat: [`${tags}%`, 'tag-reading accuracy'],
    benefit: {
      title: `${tags}% tag-reading accuracy`,
      text: `Brand, size and material read from the tags: each right on at least ${tags}% of ${labelPhotos} test labels.`,
    },
    faqAnswer: `In our latest test (${figures.measuredOn}) it read the brand, size and material right on at least ${tags}% of ${labelPhotos} label photos${colourPart}. It reads the tags instead of guessing. ${REVIEW}`,
  };
}

/** "about 2 seconds": how long the analyzer took to draft an item when last measured. */
export function draftTimeText(speed: DraftSpeed = DRAFT_SPEED): string {
  const seconds = draftSeconds(speed);
  return `about ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}
