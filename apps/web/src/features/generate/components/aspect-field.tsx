import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AspectInput, ListingFormValues } from '../listing-form-values';
import { SelectField, TextField, withCurrent } from './fields';

type Props = {
  form: UseFormReturn<ListingFormValues>;
  index: number;
  name: string;
  input: AspectInput;
  required: boolean;
  /** The value stored now, kept as a choice so opening the form never drops it. */
  current: string;
};

/** One item specific, edited within eBay's rules: one value from its list, several, or words. */
export function AspectField({ form, index, name, input, required, current }: Props) {
  const listId = useId();
  if (input.kind === 'choice')
    return (
      <SelectField
        label={name}
        required={required}
        options={withCurrent(input.choices, current)}
        {...form.register(`specifics.${index}.value`)}
      />
    );
  if (input.kind === 'choices')
    return <AspectChoices form={form} index={index} name={name} input={input} required={required} />;
  const several = input.max > 1;
  return (
    <div>
      <TextField
        label={name}
        required={required}
        hint={several ? `Up to ${input.max} values, separated with commas.` : undefined}
        list={input.suggestions.length > 0 ? listId : undefined}
        {...form.register(`specifics.${index}.value`)}
      />
      {input.suggestions.length > 0 ? (
        <datalist id={listId}>
          {input.suggestions.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}

/** A multi-value aspect with eBay's list: a group of check boxes, at most `max` ticked. */
function AspectChoices({
  form,
  index,
  name,
  input,
  required,
}: Omit<Props, 'current' | 'input'> & { input: Extract<AspectInput, { kind: 'choices' }> }) {
  const picked = form.watch(`specifics.${index}.picked`);
  const tooMany = picked.length > input.max;
  return (
    <fieldset className="flex flex-col gap-1 sm:col-span-2">
      <legend className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        {name}
        {required ? (
          <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">Required</span>
        ) : null}
        <span className="text-xs font-normal text-slate-600 dark:text-slate-300">(up to {input.max})</span>
      </legend>
      <div className="grid max-h-48 grid-cols-1 gap-1 overflow-y-auto rounded-lg border border-slate-300 p-2 sm:grid-cols-2 dark:border-slate-600">
        {input.choices.map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" value={choice} className="h-5 w-5" {...form.register(`specifics.${index}.picked`)} />
            {choice}
          </label>
        ))}
      </div>
      {tooMany ? (
        <p className="text-sm text-red-700 dark:text-red-300">
          {name} takes at most {input.max} values; {picked.length} are ticked.
        </p>
      ) : null}
    </fieldset>
  );
}
