import {
  applyItemTypeFirst,
  GENERATE_TEXT,
  listingProblemsText,
  type ListingItem,
  type ListingProblem,
} from '@listlens/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useCloseGuard } from '../../lib/use-close-guard';
import { useUpdateListing } from './api/update-listing';
import type { IdentityChange } from './components/item-identity';
import {
  carryEdits,
  formFieldOf,
  formProblems,
  listingFormValuesOf,
  listingUpdateOf,
  problemTarget,
  type ListingFormField,
  type ListingFormValues,
} from './listing-form-values';

/** Marks the modal's form, where a problem's field is looked for. */
export const EDIT_FORM_ATTRIBUTE = 'data-edit-listing';

const IDENTITY_SELECTORS = {
  category: '#change-category',
  department: 'select[name="department"]',
  item_type: 'input[name="item_type"]',
} as const;

/**
 * Where the focus goes once an identity change is applied: the department select stays the
 * seller's control; a new item type or category moves the category, so Change Category, next
 * to the new path; an item type the server refused goes back to its input, to correct it.
 */
function identityFocusAfter(change: IdentityChange, applied: boolean) {
  if ('department' in change) return IDENTITY_SELECTORS.department;
  if ('item_type' in change && !applied) return IDENTITY_SELECTORS.item_type;
  return IDENTITY_SELECTORS.category;
}

/** The CSS selector of the input a problem's field stands for, and the tab it is on. */
function focusTargetOf(field: string, values: ListingFormValues, item: ListingItem) {
  const target = problemTarget(field, values, item);
  if (!target) return null;
  if (target.kind === 'photos') return { tab: 'photos', selector: '[role="tabpanel"] button, [role="tabpanel"] input' };
  if (target.kind === 'identity') return { tab: 'listing', selector: IDENTITY_SELECTORS[target.part] };
  return { tab: 'listing', selector: `[name="${target.name}"]` };
}

/**
 * The Edit Listing modal's state and actions: the form over the item, the
 * validator's problems as the seller types, applying a new item type,
 * department or category (the item derived again, the seller's edits kept),
 * going to a problem's field, saving, and closing (unsaved edits are held
 * until the seller saves or discards them).
 */
export type ListingEditor = ReturnType<typeof useListingEditor>;

export function useListingEditor(initial: ListingItem, focusField: string | null, onClose: () => void) {
  const navigate = useNavigate();
  const update = useUpdateListing();
  const [item, setItem] = useState(initial);
  const [initialValues] = useState(() => listingFormValuesOf(initial));
  // The item's own values the form started from: an input that differs from them is the seller's edit.
  const base = useRef(initialValues);
  const form = useForm<ListingFormValues>({ defaultValues: initialValues });
  const [tab, setTab] = useState('listing');
  const [alert, setAlert] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  // Where to put the focus once the tab holding it has rendered.
  const pendingFocus = useRef<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const values = useWatch({ control: form.control }) as ListingFormValues;
  // The item type as typed; it becomes the item's only through Apply (the server finds the category again).
  const [typedItemType, setTypedItemType] = useState(initial.item_type ?? '');
  const pendingItemType =
    typedItemType.trim() !== '' && typedItemType.trim() !== (item.item_type ?? '') ? typedItemType.trim() : null;
  const unsaved = form.formState.isDirty || pendingItemType !== null;
  // Unsaved edits hold a close, a reload, a closed tab and a move to another address (the browser's Back too).
  const closing = useCloseGuard(unsaved, onClose);
  const problems = formProblems(values, item);

  useEffect(() => {
    if (!pendingFocus.current) return;
    const element = document.querySelector<HTMLElement>(`form[${EDIT_FORM_ATTRIBUTE}] ${pendingFocus.current}`);
    if (!element) return;
    const folded = element.closest('details');
    if (folded) folded.open = true;
    element.focus();
    element.scrollIntoView?.({ block: 'center' });
    pendingFocus.current = null;
  }, [focusRequest, tab]);

  const focusOn = (selector: string) => {
    pendingFocus.current = selector;
    setFocusRequest((n) => n + 1);
  };
  const goTo = (field: string) => {
    const target = focusTargetOf(field, form.getValues(), item);
    if (!target) return;
    setTab(target.tab);
    focusOn(target.selector);
  };
  // The preview's links open the modal on one problem's field (&field=...).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !focusField) return;
    opened.current = true;
    goTo(focusField);
  });

  const applyIdentity = async (change: IdentityChange) => {
    setAlert(null);
    setApplying(true);
    let applied = false;
    try {
      const next = await update.mutateAsync({ id: item.id, changes: change });
      const nextValues = listingFormValuesOf(next);
      const carried = carryEdits(base.current, form.getValues(), nextValues);
      // The server's values become the defaults, so the carried edits still count as unsaved (dirty).
      form.reset(nextValues);
      form.reset(carried, { keepDefaultValues: true });
      base.current = nextValues;
      setItem(next);
      // A department or category applied leaves an item type still being typed as it is.
      if ('item_type' in change) setTypedItemType(next.item_type ?? '');
      applied = true;
    } catch (error) {
      setAlert(
        error instanceof ApiError ? (error.fieldErrors[0]?.message ?? error.message) : GENERATE_TEXT.saveChangesFailed,
      );
    } finally {
      setApplying(false);
    }
    // The control that applied it is disabled meanwhile and often gone after (the identity is drawn
    // again), so the focus would fall to the page: it goes to where the seller reads the outcome.
    focusOn(identityFocusAfter(change, applied));
  };

  const submit = (then: 'close' | 'publish') =>
    form.handleSubmit(async (current) => {
      setAlert(null);
      form.clearErrors();
      if (pendingItemType) {
        setAlert(applyItemTypeFirst(pendingItemType, item.item_type));
        setTab('listing');
        focusOn('#apply-item-type');
        return;
      }
      const check = listingUpdateOf(current, item);
      if (!check.ok) {
        const invalid = Object.entries(check.fieldErrors);
        for (const [field, message] of invalid) form.setError(field as ListingFormField, { message });
        if (check.other.length > 0) setAlert(check.other.join(' '));
        setTab('listing');
        // The first field to correct takes the focus, so its message is read and the seller can type.
        if (invalid.length > 0) focusOn(`[name="${invalid[0]![0]}"]`);
        return;
      }
      const remaining = formProblems(current, item);
      if (then === 'publish' && remaining.length > 0) {
        setAlert(listingProblemsText(remaining));
        goTo(remaining[0]!.field);
        return;
      }
      try {
        await update.mutateAsync({ id: item.id, changes: check.value });
      } catch (error) {
        const known = error instanceof ApiError && error.status === 400 ? error.fieldErrors : [];
        const fields = known.flatMap((f) => {
          const field = formFieldOf(f.path);
          if (field) form.setError(field, { message: f.message });
          return field ? [field] : [];
        });
        if (fields.length > 0) focusOn(`[name="${fields[0]}"]`);
        setAlert(error instanceof ApiError && error.status === 404 ? error.message : GENERATE_TEXT.saveChangesFailed);
        return;
      }
      if (then === 'close') return closing.close();
      closing.release();
      void navigate(`/preview/${encodeURIComponent(item.id)}`);
    });

  const goToProblem = (problem: ListingProblem) => goTo(problem.field);
  return {
    item,
    form,
    values,
    tab,
    setTab,
    alert,
    applying,
    problems,
    typedItemType,
    setTypedItemType,
    applyIdentity,
    goToProblem,
    submit,
    closing,
  };
}
