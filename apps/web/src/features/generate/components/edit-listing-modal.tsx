import { GENERATE_TEXT, type ListingItem } from '@listlens/shared';
import { Button } from '../../../components/button';
import { DiscardQuestion } from '../../../components/discard-question';
import { Modal, ModalActions } from '../../../components/modal';
import { Tabs } from '../../../components/tabs';
import { requiredAspects } from '../listing-form-values';
import { EDIT_FORM_ATTRIBUTE, useListingEditor, type ListingEditor } from '../use-listing-editor';
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
 * listed as the seller types (issue 14). Closing it with unsaved edits asks
 * first: the product's promise is that the seller's work is never lost.
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
  const { isSubmitting: saving } = form.formState;
  const busy = saving || applying;
  // Cancel, Escape, the close button and a click outside all come here; a save closes through the editor itself.
  const { requestClose, onOpenChange } = editor.closing;
  return (
    <>
      <Modal
        open
        onOpenChange={onOpenChange}
        title="Edit Listing"
        description={`SKU ${item.sku ?? 'not set'}: review what the AI drafted and correct anything it got wrong.`}
        size="lg"
        busy={busy}
        form={{
          [EDIT_FORM_ATTRIBUTE]: '',
          noValidate: true,
          onSubmit: (e) => void editor.submit('close')(e),
          'aria-label': 'Edit listing',
        }}
        footer={
          <>
            {alert ? (
              <p role="alert" className="mb-2 rounded-lg bg-red-50 p-3 text-red-800">
                {alert}
              </p>
            ) : null}
            <ModalActions>
              <Button variant="secondary" onClick={requestClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" variant="secondary" disabled={busy}>
                {saving ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button onClick={() => void editor.submit('publish')()} disabled={busy}>
                Publish to eBay
              </Button>
            </ModalActions>
          </>
        }
      >
        <Tabs label="Edit listing sections" items={TABS} selected={tab} onSelect={editor.setTab}>
          {tab === 'listing' ? (
            <ListingTab editor={editor} />
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
      </Modal>
      <DiscardQuestion question={editor.closing.question} description="Your changes to this listing are not saved." />
    </>
  );
}

/** The Complete Listing tab: what eBay would refuse, then every field of the draft. */
function ListingTab({ editor }: { editor: ListingEditor }) {
  const { item, form, applying } = editor;
  const required = new Set(requiredAspects(item));
  return (
    <div className="flex flex-col gap-6">
      <FormProblems problems={editor.problems} onGo={editor.goToProblem} />
      <ItemIdentity
        key={`${item.item_type}|${item.department}|${item.ebay_category_id}`}
        item={item}
        itemType={editor.typedItemType}
        onItemTypeChange={editor.setTypedItemType}
        applying={applying}
        onApply={(change) => void editor.applyIdentity(change)}
      />
      <ListingFields form={form} item={item} required={required} />
      <SpecificsFields form={form} item={item} required={required} />
      <SmartPricing item={item} onPick={(price) => form.setValue('price', price.toFixed(2), { shouldDirty: true })} />
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
