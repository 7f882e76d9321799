import { isUnknownValue, type Item } from '@listlens/shared';
import { card } from './card';
import { formatMoney, PriceEditor } from './price-editor';

/** The right column's fields (spec part 3, section 2); the model number only when there is one. */
export function ItemFacts({ item }: { item: Item }) {
  const range =
    item.price_range_min !== null && item.price_range_max !== null
      ? `${formatMoney(item.price_range_min)} – ${formatMoney(item.price_range_max)}`
      : null;
  const facts: [string, string | null][] = [
    ['Price range', range],
    ['Brand', item.brand],
    ['Category', item.category],
    ['Size', item.size],
    ['Condition', item.condition],
    ['Color', item.color],
  ];
  if (!isUnknownValue(item.model_number)) facts.push(['Model number', item.model_number]);
  return (
    <section aria-labelledby="item-title" className={card}>
      <h2 id="item-title" className="text-xl font-bold">
        {item.title ?? 'Untitled item'}
      </h2>
      <div className="mt-3">
        <PriceEditor item={item} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-medium">{isUnknownValue(value) ? 'Not set' : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
