import { AI_TITLE_MAX_LENGTH } from '@listlens/shared';
import { Pencil } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * Section 2.4's inline edit: Enter or blur saves, Escape cancels. The value
 * shows as a button while not editing; `save` resolves to an error message to
 * keep the editor open, or null when saved.
 */
export function InlineEdit({
  kind,
  sku,
  shown,
  initial,
  disabled,
  save,
}: {
  kind: 'title' | 'price';
  sku: string;
  shown: string;
  initial: string;
  disabled: boolean;
  save: (draft: string) => Promise<string | null>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Enter and the blur that follows it, or Escape and its blur, must act once.
  const settled = useRef(false);
  const label = `${kind === 'title' ? 'Title' : 'Price'} for ${sku}`;

  const finish = async (commit: boolean) => {
    if (settled.current || draft === null) return;
    settled.current = true;
    if (!commit || draft === initial) {
      setDraft(null);
      setError(null);
      return;
    }
    setSaving(true);
    const problem = await save(draft);
    setSaving(false);
    if (problem) {
      settled.current = false;
      setError(problem);
      return;
    }
    setDraft(null);
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      void finish(false);
    }
  };

  if (draft === null) {
    const open = () => {
      settled.current = false;
      setDraft(initial);
    };
    return <ShownValue kind={kind} sku={sku} shown={shown} disabled={disabled} onEdit={open} />;
  }
  return (
    <div className="flex flex-col gap-1">
      <input
        aria-label={label}
        autoFocus
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => void finish(true)}
        disabled={saving}
        aria-invalid={error ? true : undefined}
        {...(kind === 'price'
          ? { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' as const }
          : { type: 'text', maxLength: AI_TITLE_MAX_LENGTH })}
        className={`min-h-11 rounded-lg border border-slate-300 px-2 text-base dark:border-slate-600 dark:bg-slate-900 ${kind === 'price' ? 'w-28' : 'w-full min-w-48'}`}
      />
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The value as a button that opens the editor (no pencil while the row is busy). */
function ShownValue({
  kind,
  sku,
  shown,
  disabled,
  onEdit,
}: {
  kind: 'title' | 'price';
  sku: string;
  shown: string;
  disabled: boolean;
  onEdit: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onEdit}
      className={`group flex min-h-11 w-full items-center gap-2 rounded-lg px-2 text-left hover:bg-slate-100 disabled:cursor-default disabled:hover:bg-transparent dark:hover:bg-slate-800 ${kind === 'price' ? 'tabular-nums' : ''}`}
    >
      <span className={kind === 'title' ? 'line-clamp-2' : ''}>{shown}</span>
      <span className="sr-only">
        , edit {kind} of {sku}
      </span>
      {disabled ? null : (
        <Pencil className="h-3.5 w-3.5 shrink-0 text-slate-500 opacity-60 group-hover:opacity-100" aria-hidden="true" />
      )}
    </button>
  );
}
