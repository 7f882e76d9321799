import {
  CHECK_ITEM_TYPE_TEXT,
  CLASSIFIER_ITEM_TYPES,
  DEPARTMENTS,
  FALLBACK_RULES_TEXT,
  type Department,
  type ListingItem,
  type UpdateListing,
} from '@listlens/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { CategoryPicker } from './category-picker';
import { SelectField, TextField, withCurrent } from './fields';

export type IdentityChange = Pick<UpdateListing, 'item_type' | 'department' | 'ebay_category_id'>;

/**
 * What the item is (issue 14, point 4): item type, department and eBay
 * category. A change is applied at once, and the server derives the category,
 * its item specifics and the text again; the form keeps the seller's other edits.
 */
export function ItemIdentity({
  item,
  itemType,
  onItemTypeChange,
  applying,
  onApply,
}: {
  item: ListingItem;
  /** The item type as typed: the editor keeps it, so a type typed but not applied counts as unsaved. */
  itemType: string;
  onItemTypeChange: (typed: string) => void;
  applying: boolean;
  onApply: (change: IdentityChange) => void;
}) {
  const [department, setDepartment] = useState<string>(item.department ?? '');
  const typesId = useId();
  const changed = itemType.trim() !== '' && itemType.trim() !== (item.item_type ?? '');
  const apply = () => onApply({ item_type: itemType.trim() });
  return (
    <fieldset className="flex flex-col gap-3" disabled={applying}>
      <legend className="mb-2 text-lg font-semibold">What the Item Is</legend>
      <ItemTypeCheck item={item} onPick={(type) => onApply({ item_type: type })} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <TextField
            label="Item Type"
            name="item_type"
            list={typesId}
            value={itemType}
            onChange={(e) => onItemTypeChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (changed) apply();
            }}
          />
          <datalist id={typesId}>
            {CLASSIFIER_ITEM_TYPES.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>
        </div>
        <SelectField
          label="Department"
          name="department"
          options={withCurrent(DEPARTMENTS, department)}
          value={department}
          onChange={(e) => {
            // A department is one pick: it applies at once (the category may move with it).
            setDepartment(e.target.value);
            onApply({ department: e.target.value ? (e.target.value as Department) : null });
          }}
        />
      </div>
      {changed ? (
        <Button variant="secondary" id="apply-item-type" onClick={apply} className="self-start">
          Apply and find the category
        </Button>
      ) : null}
      <CategoryPart item={item} onApply={onApply} />
      {applying ? <p role="status">Finding eBay’s category and item specifics…</p> : null}
    </fieldset>
  );
}

/** The item's eBay category, and Change Category with the picker. */
function CategoryPart({ item, onApply }: { item: ListingItem; onApply: (change: IdentityChange) => void }) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-200">eBay Category</p>
        <p className="text-sm" data-testid="ebay-category-path">
          {item.ebay_category_path ?? 'No eBay category yet.'}
        </p>
        {item.rules_source === 'fallback' ? (
          <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">{FALLBACK_RULES_TEXT}</p>
        ) : null}
      </div>
      {picking ? (
        <CategoryPicker
          onChoose={(id) => {
            setPicking(false);
            if (id !== item.ebay_category_id) onApply({ ebay_category_id: id });
          }}
          onCancel={() => setPicking(false)}
        />
      ) : (
        <Button variant="secondary" id="change-category" onClick={() => setPicking(true)} className="self-start">
          Change Category
        </Button>
      )}
    </>
  );
}

/** Issue 17: the classifier is unsure, so the seller picks between its two likeliest item types. */
function ItemTypeCheck({ item, onPick }: { item: ListingItem; onPick: (itemType: string) => void }) {
  const check = item.item_type_check;
  if (!check) return null;
  return (
    <div role="group" aria-labelledby="item-type-check" className="rounded-lg bg-amber-50 p-3 text-amber-950">
      <p id="item-type-check" className="font-semibold">
        {CHECK_ITEM_TYPE_TEXT}
      </p>
      <p className="text-sm">The photos could show either of these. Which is it?</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {check.candidates.map((c) => (
          <Button key={c.item_type} variant="secondary" onClick={() => onPick(c.item_type)}>
            {c.item_type} ({Math.round(c.probability * 100)}%)
          </Button>
        ))}
      </div>
    </div>
  );
}
