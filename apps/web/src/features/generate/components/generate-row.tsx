import type { GenerateGroup, ListingItem } from '@listlens/shared';
import { ImageOff, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { NamedValues } from '../../../components/named-values';
import { canEdit, canGenerate, canInlineEdit, formatMoney, shownSpecifics } from '../generate-logic';
import { InlineEdit } from './inline-edit';
import { PriceSource } from './price-source';
import { StatusCell } from './status-cell';

export type RowActions = {
  toggle: (sku: string) => void;
  generate: (sku: string) => void;
  edit: (item: ListingItem) => void;
  remove: (group: GenerateGroup) => void;
  saveTitle: (item: ListingItem, draft: string) => Promise<string | null>;
  savePrice: (item: ListingItem, draft: string) => Promise<string | null>;
};

const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** One SKU group: Photo, SKU, Title, Price, Status, Item Specifics, Actions (spec part 2, section 2.4). */
export function GenerateRow({
  group,
  selected,
  busy,
  actions,
}: {
  group: GenerateGroup;
  selected: boolean;
  busy: boolean;
  actions: RowActions;
}) {
  const { item, sku } = group;
  const editable = item !== null && canInlineEdit(item) ? item : null;
  const specifics = shownSpecifics(item);
  return (
    <tr className="border-t border-slate-200 align-top max-sm:grid max-sm:grid-cols-[auto_auto_1fr] max-sm:items-start max-sm:gap-x-2 max-sm:p-2 dark:border-slate-700">
      <td className="px-2 py-3 max-sm:block">
        <input
          type="checkbox"
          aria-label={`Select ${sku}`}
          checked={selected}
          onChange={() => actions.toggle(sku)}
          className="h-5 w-5 accent-brand-600"
        />
      </td>
      <td className="px-2 py-2 max-sm:block">
        <RowPhoto group={group} />
      </td>
      <th scope="row" className="px-2 py-3 text-left font-mono max-sm:block text-sm font-semibold whitespace-nowrap">
        {sku}
      </th>
      <td className="min-w-52 px-2 py-1 max-sm:col-span-3 max-sm:block max-sm:min-w-0">
        {editable ? (
          <InlineEdit
            kind="title"
            sku={sku}
            shown={editable.title ?? 'Untitled'}
            initial={editable.title ?? ''}
            disabled={busy}
            save={(draft) => actions.saveTitle(editable, draft)}
          />
        ) : (
          <span className="block px-2 py-3 text-slate-500">{item?.title ?? '—'}</span>
        )}
      </td>
      <td className="px-2 py-1 max-sm:col-span-3 max-sm:block">
        <RowPrice item={item} editable={editable} sku={sku} busy={busy} actions={actions} />
      </td>
      <td className="px-2 py-3 max-sm:col-span-3 max-sm:block max-sm:py-1">
        <StatusCell group={group} />
      </td>
      <td className="px-2 py-3 text-sm max-sm:col-span-3 max-sm:block max-sm:py-1">
        {specifics.length === 0 ? (
          <span className="text-slate-500">—</span>
        ) : (
          <NamedValues className="flex flex-col gap-0.5" pairs={specifics} />
        )}
      </td>
      <td className="px-2 py-2 max-sm:col-span-3 max-sm:block">
        <RowButtons group={group} busy={busy} actions={actions} />
      </td>
    </tr>
  );
}

/** The group's primary photo (or its first), and how many photos it has. */
function RowPhoto({ group }: { group: GenerateGroup }) {
  const primary = group.item?.primary_image_url ?? group.photos[0]?.thumbnail_url ?? null;
  const thumb = group.photos.find((p) => p.image_url === primary)?.thumbnail_url ?? primary;
  return (
    <>
      {thumb ? (
        <img
          src={thumb}
          alt={`Photo of ${group.sku}`}
          className="h-14 w-14 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
        />
      ) : (
        <span className="flex h-14 w-14 items-center justify-center rounded-lg bg-slate-100 dark:bg-slate-800">
          <ImageOff className="h-5 w-5 text-slate-500" aria-label="No photo" />
        </span>
      )}
      <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">
        {group.photos.length} photo{group.photos.length === 1 ? '' : 's'}
      </span>
    </>
  );
}

/** The price, edited in place where the draft allows it, and where it came from. */
function RowPrice({
  item,
  editable,
  sku,
  busy,
  actions,
}: {
  item: ListingItem | null;
  editable: ListingItem | null;
  sku: string;
  busy: boolean;
  actions: RowActions;
}) {
  return (
    <>
      {editable ? (
        <InlineEdit
          kind="price"
          sku={sku}
          shown={editable.price === null ? '—' : formatMoney(editable.price)}
          initial={editable.price === null ? '' : editable.price.toFixed(2)}
          disabled={busy}
          save={(draft) => actions.savePrice(editable, draft)}
        />
      ) : (
        <span className="block px-2 py-3 text-slate-500 tabular-nums">
          {item?.price ? formatMoney(item.price) : '—'}
        </span>
      )}
      <PriceSource market={item?.market} />
    </>
  );
}

/** Generate (when the group can be), Edit (when it has a draft) and Delete. */
function RowButtons({ group, busy, actions }: { group: GenerateGroup; busy: boolean; actions: RowActions }) {
  const { item, sku } = group;
  return (
    <div className="flex gap-1">
      {canGenerate(group) ? (
        <button
          type="button"
          className={iconButton}
          disabled={busy}
          onClick={() => actions.generate(sku)}
          aria-label={`Generate ${sku}`}
          title="Generate"
        >
          <Sparkles className="h-5 w-5 text-brand-600" aria-hidden="true" />
        </button>
      ) : null}
      {item && canEdit(group) ? (
        <button
          type="button"
          className={iconButton}
          onClick={() => actions.edit(item)}
          aria-label={`Edit ${sku}`}
          title="Edit"
        >
          <Pencil className="h-5 w-5" aria-hidden="true" />
        </button>
      ) : null}
      <button
        type="button"
        className={iconButton}
        disabled={busy}
        onClick={() => actions.remove(group)}
        aria-label={`Delete ${sku}`}
        title="Delete"
      >
        <Trash2 className="h-5 w-5 text-red-700 dark:text-red-300" aria-hidden="true" />
      </button>
    </div>
  );
}
