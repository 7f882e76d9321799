import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ACCURACY_FIELDS,
  AccuracyFiguresSchema,
  DepartmentSchema,
  type AccuracyFigures,
  type AiAnalysis,
} from '@listlens/shared';

/**
 * The labels eval-ai.ts reads beside a folder's own: colours named by eye for
 * photos of ../shared/data/clothing/validation (decision 017), and the
 * department a generated label implies. Kept apart from eval-ai.ts so the
 * fields it measures can grow without touching its loop.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
/** Colour labels of validation photos, keyed `<class>/<file>` like eval-ai's case names. */
export const DEFAULT_COLOUR_LABELS = path.resolve(here, '../test/fixtures/colour-labels.json');

export const ExtraLabelSchema = z.object({ department: DepartmentSchema.optional(), color: z.string().optional() });
export type ExtraLabel = z.infer<typeof ExtraLabelSchema>;

/** Colour labels by case name; an empty map when the file is missing. */
export function loadColourLabels(file = DEFAULT_COLOUR_LABELS): Map<string, string> {
  if (!existsSync(file)) return new Map();
  const labels = z.record(z.string(), z.string()).parse(JSON.parse(readFileSync(file, 'utf8')));
  return new Map(Object.entries(labels));
}

export type Tally = { right: number; total: number };
export type ExtraTallies = { color: Tally; department: Tally; unexpectedDepartments: number };

export function newExtraTallies(): ExtraTallies {
  return { color: { right: 0, total: 0 }, department: { right: 0, total: 0 }, unexpectedDepartments: 0 };
}

/**
 * Counts a photo's colour (the primary, against the colour named by eye) and
 * department (where the label implies one; a department given for a labelled
 * photo that implies none is counted apart, as a guess).
 */
export function countExtra(
  tallies: ExtraTallies,
  analysis: AiAnalysis,
  expected: ExtraLabel & { labelled: boolean },
): void {
  if (expected.color) {
    tallies.color.total++;
    if (analysis.color.split('/')[0]?.trim() === expected.color) tallies.color.right++;
  }
  const department = analysis.gender ?? undefined;
  if (expected.department) {
    tallies.department.total++;
    if (department === expected.department) tallies.department.right++;
  } else if (expected.labelled && department) {
    tallies.unexpectedDepartments++;
  }
}

export function printExtra(tallies: ExtraTallies): void {
  const ratio = (t: Tally) => (t.total === 0 ? 'n/a' : (t.right / t.total).toFixed(3));
  if (tallies.color.total > 0) {
    console.log(`color_accuracy: ${ratio(tallies.color)} ratio`);
    console.log(`color_labelled: ${tallies.color.total} photos`);
  }
  if (tallies.department.total > 0) {
    console.log(`department_accuracy: ${ratio(tallies.department)} ratio`);
    console.log(`department_labelled: ${tallies.department.total} photos`);
  }
  console.log(`departments_without_evidence: ${tallies.unexpectedDepartments} photos`);
}

/** The figures file the web's accuracy claims read (packages/shared). */
export const FIGURES_FILE = path.resolve(here, '../../../packages/shared/src/accuracy-figures.json');
/** Fewer labelled photos than this make no figure worth quoting. */
const MIN_PHOTOS = 20;

/**
 * Merges this run's figures into the figures file: each field measured on
 * enough photos replaces its old figure; fields this run did not measure
 * keep theirs (labels and garments are different sets, measured by two runs).
 */
export function writeFigures(set: string, tallies: Record<string, Tally>, file = FIGURES_FILE): string[] {
  const current: AccuracyFigures = existsSync(file)
    ? AccuracyFiguresSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    : { measuredOn: '', figures: {} };
  const today = new Date().toISOString().slice(0, 10);
  const written: string[] = [];
  for (const field of ACCURACY_FIELDS) {
    const t = tallies[field];
    if (!t || t.total < MIN_PHOTOS) continue;
    current.figures[field] = {
      accuracy: Number((t.right / t.total).toFixed(3)),
      photos: t.total,
      set,
      measuredOn: today,
    };
    written.push(field);
  }
  current.measuredOn = today;
  writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
  return written;
}
