import type { GenerateGroup } from '@listlens/shared';
import { GenerateRow, type RowActions } from './generate-row';

const COLUMNS = ['Photo', 'SKU', 'Title', 'Price', 'Status', 'Item Specifics', 'Actions'];

/** The SKU items table (section 2.4); on a phone each row is a card (issue 18). */
export function GenerateTable({
  groups,
  selected,
  busySkus,
  actions,
}: {
  groups: GenerateGroup[];
  selected: Set<string>;
  busySkus: Set<string>;
  actions: RowActions;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full border-collapse text-left max-sm:block">
        <caption className="sr-only">SKU items</caption>
        <thead className="max-sm:hidden bg-slate-50 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          <tr>
            <th scope="col" className="px-2 py-2">
              <span className="sr-only">Select</span>
            </th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-2 py-2 font-semibold whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {groups.map((group) => (
            <GenerateRow
              key={group.sku}
              group={group}
              selected={selected.has(group.sku)}
              busy={busySkus.has(group.sku)}
              actions={actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
