import { generateAllLabel } from '@listlens/shared';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/button';

/** Select All with its count, Generate Selected (the selected that can be generated) and Generate All. */
export function SelectionBar({
  total,
  selectedCount,
  selectedDue,
  notStarted,
  running,
  onSelectAll,
  onGenerateSelected,
  onGenerateAll,
}: {
  total: number;
  selectedCount: number;
  selectedDue: number;
  notStarted: number;
  running: boolean;
  onSelectAll: (all: boolean) => void;
  onGenerateSelected: () => void;
  onGenerateAll: () => void;
}) {
  const everySelected = selectedCount === total;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input
          type="checkbox"
          checked={everySelected}
          ref={(el) => {
            if (el) el.indeterminate = selectedCount > 0 && !everySelected;
          }}
          onChange={() => onSelectAll(!everySelected)}
          className="h-5 w-5 accent-brand-600"
        />
        Select All ({selectedCount} selected)
      </label>
      <div className="flex flex-wrap gap-2">
        {selectedCount > 0 ? (
          <Button variant="secondary" disabled={running} onClick={onGenerateSelected}>
            Generate Selected ({selectedDue})
          </Button>
        ) : null}
        <Button disabled={running || notStarted === 0} onClick={onGenerateAll}>
          <Sparkles className="h-5 w-5" aria-hidden="true" /> {generateAllLabel(notStarted)}
        </Button>
      </div>
    </div>
  );
}
