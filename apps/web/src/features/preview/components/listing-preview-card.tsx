import type { ListingItem } from '@listlens/shared';
import { NamedValues } from '../../../components/named-values';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const unknown = (v: string | null | undefined) => !v || /^(unknown|n\/a|none|not specified)$/i.test(v.trim());

/** The listing as eBay will show it: photo, title, price, condition and item specifics (spec part 3, section 2). */
export function ListingPreviewCard({ item }: { item: ListingItem }) {
  const image = item.primary_image_url ?? item.images[0] ?? null;
  const facts: [string, string | null][] = [
    ['Condition', item.condition],
    ['Brand', item.brand],
    ['Size', item.size],
    ['Color', item.color],
  ];
  const specifics = Object.entries(item.item_specifics)
    .map(([name, values]): [string, string] => [name, values.filter((v) => !unknown(v)).join(', ')])
    .filter(([, value]) => value !== '');
  return (
    <section
      aria-labelledby="preview-card-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      {image ? (
        <img
          src={image}
          alt={item.title ?? 'Item photo'}
          className="aspect-square w-full bg-slate-100 object-contain"
        />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-600">
          No photo
        </div>
      )}
      <div className="p-5">
        <h2 id="preview-card-title" className="text-lg font-semibold">
          {item.title ?? 'Untitled item'}
        </h2>
        <p className="mt-1 text-2xl font-bold tabular-nums">
          {item.price === null ? 'No price' : money.format(item.price)}
        </p>
        <NamedValues
          className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm"
          pairs={facts.filter((fact): fact is [string, string] => !unknown(fact[1]))}
        />
        {specifics.length > 0 ? (
          <>
            <h3 className="mt-4 font-semibold">Item specifics</h3>
            <NamedValues className="mt-1 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2" pairs={specifics} />
          </>
        ) : null}
        {item.description ? (
          <p className="mt-4 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{item.description}</p>
        ) : null}
      </div>
    </section>
  );
}
