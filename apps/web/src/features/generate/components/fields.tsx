import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

// The Edit modal's labelled inputs: 44 px high, the hint (a counter) and the
// error tied to the input, and a written 'Required' mark (colour is never the only signal).

type Common = { label: string; required?: boolean; hint?: ReactNode; error?: string };

const control =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

function Frame({ id, label, required, hint, error, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
        {required ? (
          <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">Required</span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, { hint, error }: Common) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export const TextField = forwardRef<HTMLInputElement, Common & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, required, hint, error, ...props }, ref) {
    const id = useId();
    return (
      <Frame id={id} label={label} required={required} hint={hint} error={error}>
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { label, hint, error })}
          className={control}
          {...props}
        />
      </Frame>
    );
  },
);

export const TextAreaField = forwardRef<HTMLTextAreaElement, Common & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, required, hint, error, ...props }, ref) {
    const id = useId();
    return (
      <Frame id={id} label={label} required={required} hint={hint} error={error}>
        <textarea
          ref={ref}
          id={id}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { label, hint, error })}
          className={`${control} py-2`}
          {...props}
        />
      </Frame>
    );
  },
);

export const SelectField = forwardRef<
  HTMLSelectElement,
  Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly string[]; emptyLabel?: string }
>(function SelectField({ label, required, hint, error, options, emptyLabel = 'Not set', ...props }, ref) {
  const id = useId();
  return (
    <Frame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
        className={control}
        {...props}
      >
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Frame>
  );
});

/** The choices, plus the current value when it is not one of them, so opening the form never drops it. */
export const withCurrent = (choices: readonly string[], current: string): string[] =>
  current && !choices.includes(current) ? [...choices, current] : [...choices];
