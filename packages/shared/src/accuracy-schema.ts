import { z } from 'zod';
import { ACCURACY_FIELDS, type AccuracyFigures } from './accuracy';
import type { DraftSpeed } from './draft-speed';

/** The figures file as the evaluation script writes it (docs/accuracy.md). */
export const AccuracyFigureSchema = z.object({
  accuracy: z.number().min(0).max(1),
  photos: z.number().int().positive(),
  set: z.string(),
  measuredOn: z.string(),
});

export const AccuracyFiguresSchema: z.ZodType<AccuracyFigures> = z.object({
  measuredOn: z.string(),
  figures: z.partialRecord(z.enum(ACCURACY_FIELDS), AccuracyFigureSchema),
});

/** The draft-speed file as `bench-ai.ts --write-figures` writes it (draft-speed.ts). */
export const DraftSpeedSchema: z.ZodType<DraftSpeed> = z.object({
  medianMs: z.number().positive(),
  items: z.number().int().positive(),
  photosPerItem: z.number().int().positive(),
  machine: z.string(),
  measuredOn: z.string(),
});
