import type { CombinedAnalysis } from '@listlens/shared';
import { useState } from 'react';
import { FormField } from '../../../components/form-field';
import { TRUTH_FIELDS, scoreAgainstTruth, type TruthValues } from '../truth-score';

const EMPTY: TruthValues = { brand: '', size: '', color: '', itemType: '' };

/**
 * Accuracy against the truth (issue 17, point 8): the seller types what the
 * item really is, and the lab scores the analysis against it, field by field.
 */
export function TruthCheck({ analysis }: { analysis: CombinedAnalysis }) {
  const [truth, setTruth] = useState<TruthValues>(EMPTY);
  const score = scoreAgainstTruth(analysis, truth);
  return (
    <section aria-labelledby="truth-title" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h3 id="truth-title" className="font-semibold">
        Check against the true values
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Type what the item really is; the analysis is scored on the fields you fill in.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {TRUTH_FIELDS.map((f) => (
          <FormField
            key={f.key}
            label={`True ${f.label.toLowerCase()}`}
            value={truth[f.key]}
            onChange={(e) => setTruth({ ...truth, [f.key]: e.target.value })}
          />
        ))}
      </div>
      <div aria-live="polite" className="mt-3">
        {score ? (
          <>
            <p className="font-semibold">
              Accuracy against your values: {score.right} of {score.total} (
              {Math.round((100 * score.right) / score.total)}%)
            </p>
            <ul className="mt-1 text-sm">
              {score.fields.map((f) => (
                <li key={f.label}>
                  {f.label}: {f.right ? 'right' : `wrong (found ${f.found ?? 'nothing'}, true ${f.expected})`}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">No true values yet.</p>
        )}
      </div>
    </section>
  );
}
