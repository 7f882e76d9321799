import type { InputHTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export const FormField = forwardRef<HTMLInputElement, Props>(function FormField({ label, error, id, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 rounded-lg border border-slate-300 px-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
