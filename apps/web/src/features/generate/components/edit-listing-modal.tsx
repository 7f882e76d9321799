import * as Dialog from '@radix-ui/react-dialog';
import { GENERATE_TEXT, type ListingItem } from '@listlens/shared';
import { X } from 'lucide-react';
import { Button } from '../../../components/button';
import { Tabs } from '../../../components/tabs';
import { requiredAspects } from '../listing-form-values';
import { EDIT_FORM_ATTRIBUTE, useListingEditor } from '../use-listing-editor';
import { FormProblems } from './form-problems';
import { ItemIdentity } from './item-identity';
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
 * the listing preview to post it (DESIGN section 2). What eBay would refuse is
 * listed as the seller types (issue 14).
 */
export function EditListingModal({
  item: initial,
  focusField = null,
  onClose,
}: {
  item: ListingItem;
  focusField?: string | null;
  onClose: () => void;
}) {
  const editor = useListingEditor(initial, focusField, onClose);
  const { item, form, values, tab, alert, applying } = editor;
  const saving = form.formState.isSubmitting;
  const busy = saving || applying;
  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[95vh] w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <ModalHeader sku={item.sku} busy={busy} />
          <form
            {...{ [EDIT_FORM_ATTRIBUTE]: '' }}
            noValidate
            onSubmit={(e) => void editor.submit('close')(e)}
            className="flex min-h-0 flex-1 flex-col"
            aria-label="Edit listing"
          >
            <div className="min-h-0 flex-1 overflow-y-auto px-4">
              <Tabs label="Edit listing sections" items={TABS} selected={tab} onSelect={editor.setTab}>
                {tab === 'listing' ? (
                  <div className="flex flex-col gap-6">
                    <FormProblems problems={editor.problems} onGo={editor.goToProblem} />
                    <ItemIdentity
                      key={`${item.item_type}|${item.department}|${item.ebay_category_id}`}
                      item={item}
                      applying={applying}
                      onApply={(change) => void editor.applyIdentity(change)}
                    />
                    <ListingFields form={form} item={item} required={new Set(requiredAspects(item))} />
                    <SpecificsFields form={form} item={item} required={new Set(requiredAspects(item))} />
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
                  <ShippingSoon />
                )}
              </Tabs>
            </div>
            {alert ? (
              <p role="alert" className="mx-4 mb-2 rounded-lg bg-red-50 p-3 text-red-800">
                {alert}
              </p>
            ) : null}
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 p-4 sm:flex-row sm:justify-end dark:border-slate-700">
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="secondary" disabled={busy}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button onClick={() => void editor.submit('publish')()} disabled={busy}>
                Publish to eBay
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ModalHeader({ sku, busy }: { sku: string | null; busy: boolean }) {
  return (
    <div className="flex items-start justify-between gap-2 border-b border-slate-200 p-4 dark:border-slate-700">
      <div>
        <Dialog.Title className="text-xl font-bold">Edit Listing</Dialog.Title>
        <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">
          SKU {sku ?? 'not set'}: review what the AI drafted and correct anything it got wrong.
        </Dialog.Description>
      </div>
      <Dialog.Close
        className="-m-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label="Close"
        disabled={busy}
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </Dialog.Close>
    </div>
  );
}

function ShippingSoon() {
  return (
    <section aria-labelledby="shipping-title" className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800">
      <h3 id="shipping-title" className="text-lg font-semibold">
        Coming Soon
      </h3>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{GENERATE_TEXT.shippingComingSoon}</p>
    </section>
  );
}
