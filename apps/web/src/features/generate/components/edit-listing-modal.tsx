import * as Dialog from '@radix-ui/react-dialog';
import { GENERATE_TEXT, type ListingItem } from '@listlens/shared';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Tabs } from '../../../components/tabs';
import { ApiError } from '../../../lib/api-client';
import { useUpdateListing } from '../api/update-listing';
import {
  formFieldOf,
  listingFormValuesOf,
  listingUpdateOf,
  missingRequiredAspects,
  requiredAspects,
  type ListingFormField,
  type ListingFormValues,
} from '../listing-form-values';
import { ListingFields } from './listing-fields';
import { PhotosTab } from './photos-tab';
import { SmartPricing } from './smart-pricing';
import { SpecificsFields } from './specifics-fields';

const TABS = [
  { id: 'listing', label: 'Complete Listing' },
  { id: 'photos', label: 'Photos' },
  { id: 'shipping', label: 'Shipping' },
];

/**
 * The Edit Listing modal (spec part 2, section 2.5). Save Changes writes every
 * field to the item and marks it reviewed; Publish to eBay saves, then opens
 * the listing preview to post it (DESIGN section 2).
 */
export function EditListingModal({ item, onClose }: { item: ListingItem; onClose: () => void }) {
  const navigate = useNavigate();
  const update = useUpdateListing();
  const form = useForm<ListingFormValues>({ defaultValues: listingFormValuesOf(item) });
  const [tab, setTab] = useState('listing');
  const [alert, setAlert] = useState<string | null>(null);
  const values = useWatch({ control: form.control }) as ListingFormValues;
  const required = new Set(requiredAspects(item));
  const missing = missingRequiredAspects(values, item);

  const submit = (then: 'close' | 'publish') =>
    form.handleSubmit(async (current) => {
      setAlert(null);
      form.clearErrors();
      const check = listingUpdateOf(current, item);
      if (!check.ok) {
        for (const [field, message] of Object.entries(check.fieldErrors))
          form.setError(field as ListingFormField, { message });
        if (check.other.length > 0) setAlert(check.other.join(' '));
        setTab('listing');
        return;
      }
      const stillMissing = missingRequiredAspects(current, item);
      if (then === 'publish' && stillMissing.length > 0) {
        setAlert(`Fill in what eBay requires for this category before posting: ${stillMissing.join(', ')}.`);
        setTab('listing');
        return;
      }
      try {
        await update.mutateAsync({ id: item.id, changes: check.value });
      } catch (error) {
        const known = error instanceof ApiError && error.status === 400 ? error.fieldErrors : [];
        for (const f of known) {
          const field = formFieldOf(f.path);
          if (field) form.setError(field, { message: f.message });
        }
        setAlert(error instanceof ApiError && error.status === 404 ? error.message : GENERATE_TEXT.saveChangesFailed);
        return;
      }
      if (then === 'publish') void navigate(`/preview/${encodeURIComponent(item.id)}`);
      else onClose();
    });

  const saving = form.formState.isSubmitting;
  return (
    <Dialog.Root open onOpenChange={(open) => (open || saving ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <div className="flex items-start justify-between gap-2 border-b border-slate-200 p-4 dark:border-slate-700">
            <div>
              <Dialog.Title className="text-xl font-bold">Edit Listing</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
                SKU {item.sku ?? 'not set'}: review what the AI drafted and correct anything it got wrong.
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
              aria-label="Close"
              disabled={saving}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <form
            noValidate
            onSubmit={(e) => void submit('close')(e)}
            className="flex min-h-0 flex-1 flex-col"
            aria-label="Edit listing"
          >
            <div className="min-h-0 flex-1 overflow-y-auto px-4">
              <Tabs label="Edit listing sections" items={TABS} selected={tab} onSelect={setTab}>
                {tab === 'listing' ? (
                  <div className="flex flex-col gap-6">
                    <ListingFields form={form} required={required} />
                    <SpecificsFields form={form} item={item} required={required} missing={missing} />
                    <SmartPricing
                      item={item}
                      onPick={(price) => form.setValue('price', price.toFixed(2), { shouldDirty: true })}
                    />
                  </div>
                ) : tab === 'photos' ? (
                  <PhotosTab
                    item={item}
                    primary={values.primary_image_url}
                    onChoose={(url) => form.setValue('primary_image_url', url, { shouldDirty: true })}
                  />
                ) : (
                  <section aria-labelledby="shipping-title" className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800">
                    <h3 id="shipping-title" className="text-lg font-semibold">
                      Coming Soon
                    </h3>
                    <p className="mt-1 text-slate-700 dark:text-slate-300">{GENERATE_TEXT.shippingComingSoon}</p>
                  </section>
                )}
              </Tabs>
            </div>
            {alert ? (
              <p role="alert" className="mx-4 mb-2 rounded-lg bg-red-50 p-3 text-red-800">
                {alert}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 p-4 sm:flex-row sm:justify-end dark:border-slate-700">
              <Button variant="secondary" onClick={onClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="secondary" disabled={saving}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button onClick={() => void submit('publish')()} disabled={saving}>
                Publish to eBay
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
