import type { ListingItem } from '@listlens/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { aspectInputOf, type ListingFormValues } from '../listing-form-values';
import { AspectField } from './aspect-field';

/**
 * Marketplace item specifics (section 2.5, issue 14 point 4): every aspect of
 * the item's eBay category with eBay's values, required ones first and marked,
 * the optional ones folded away; then the spec's dropdowns the category does not name.
 */
export function SpecificsFields({
  form,
  item,
  required,
}: {
  form: UseFormReturn<ListingFormValues>;
  item: ListingItem;
  required: Set<string>;
}) {
  const specifics = useWatch({ control: form.control, name: 'specifics' });
  const field = (index: number) => {
    const entry = specifics[index]!;
    return (
      <AspectField
        key={entry.name}
        form={form}
        index={index}
        name={entry.name}
        input={aspectInputOf(item, entry.name)}
        required={required.has(entry.name)}
        current={entry.value}
      />
    );
  };
  const optional = (name: string) => item.aspects.find((a) => a.name === name)?.importance === 'OPTIONAL';
  const indexes = specifics.map((_, i) => i);
  const main = indexes.filter((i) => !optional(specifics[i]!.name));
  const more = indexes.filter((i) => optional(specifics[i]!.name));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">Marketplace Item Specifics</legend>
      <div className="grid gap-3 sm:grid-cols-2">{main.map(field)}</div>
      {more.length > 0 ? (
        <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <summary className="min-h-11 cursor-pointer content-center font-medium">
            More item specifics ({more.length})
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">{more.map(field)}</div>
        </details>
      ) : null}
    </fieldset>
  );
}
