import { KEYWORD_LEARNING } from '@listlens/shared';

/** Progress = approved submissions / 15, capped at 100 % (spec part 3, section 9), as a bar and its %. */
export function LearningProgress({
  submissions,
  progress,
  label,
}: {
  submissions: number;
  progress: number;
  label: string;
}) {
  const percent = Math.round(progress * 100);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>
          {submissions} of {KEYWORD_LEARNING.learningThreshold} approved submissions
        </span>
        <span className="font-semibold">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
