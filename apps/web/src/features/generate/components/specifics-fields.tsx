import { ITEM_SPECIFIC_FIELDS, type ListingItem } from '@listlens/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { ListingFormValues } from '../listing-form-values';
import { SelectField, TextField, withCurrent } from './fields';

const DROPDOWN_VALUES = new Map<string, readonly string[] | null>(ITEM_SPECIFIC_FIELDS.map((f) => [f.name, f.values]));

/**
 * Marketplace item specifics (section 2.5): the dropdowns, saved into the
 * item (DESIGN section 2), then any other aspect the item's eBay category
 * requires. Required ones carry a written mark; the missing ones are listed.
 */
export function SpecificsFields({
  form,
  item,
  required,
  missing,
}: {
  form: UseFormReturn<ListingFormValues>;
  item: ListingItem;
  required: Set<string>;
  missing: string[];
}) {
  const specifics = useWatch({ control: form.control, name: 'specifics' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">Marketplace Item Specifics</legend>
      {item.ebay_category_id ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          eBay category {item.ebay_category_id}: fields marked Required must be filled before posting.
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {specifics.map((entry, index) => {
          const field = `specifics.${index}.value` as const;
          const values = DROPDOWN_VALUES.get(entry.name);
          const aspect = item.aspects.find((a) => a.name === entry.name);
          const choices = values ?? (aspect?.selectionOnly ? aspect.allowedValues : null);
          if (choices) {
            return (
              <SelectField
                key={entry.name}
                label={entry.name}
                required={required.has(entry.name)}
                options={withCurrent(choices, entry.value)}
                {...form.register(field)}
              />
            );
          }
          const listId = `aspect-values-${index}`;
          return (
            <div key={entry.name}>
              <TextField
                label={entry.name}
                required={required.has(entry.name)}
                hint={entry.name === 'Features' ? 'Separate features with commas.' : undefined}
                list={aspect && aspect.allowedValues.length > 0 ? listId : undefined}
                {...form.register(field)}
              />
              {aspect && aspect.allowedValues.length > 0 ? (
                <datalist id={listId}>
                  {aspect.allowedValues.map((v) => (
                    <option key={v} value={v} />
                  ))}
                </datalist>
              ) : null}
            </div>
          );
        })}
      </div>
      {missing.length > 0 ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Required for this eBay category and still empty: {missing.join(', ')}.
        </p>
      ) : null}
    </fieldset>
  );
}
