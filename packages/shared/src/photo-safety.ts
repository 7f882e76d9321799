import { z } from 'zod';

// Upload safety (issue 4, point 5; decision 011): every stored photo gets an
// adult-content score; a flagged photo is marked and needs the seller's
// confirmation before it is posted. The spec has no texts for it; these are ours.

const photos = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

export const PHOTO_REVIEW_TEXT = {
  badge: 'Needs review',
  badgeExplanation:
    'Our automatic check thinks this photo may show nudity or adult content. If it simply shows the item, keep it: you will be asked to confirm it before the listing is posted.',
  confirmedBadge: 'Reviewed',
  confirmedExplanation: 'You confirmed that this photo shows the item and is suitable for eBay.',
  previewTitle: 'Check these photos before posting',
  confirmLabel: 'I confirm these photos show the item and are suitable for eBay',
  blocker: 'Confirm the flagged photos before posting.',
} as const;

/** The preview's warning: how many photos were flagged and what the seller should do. */
export const photosFlaggedText = (n: number) =>
  `Our automatic check flagged ${photos(n)} of this item as possibly showing nudity or adult content. ` +
  `eBay allows such pictures only in its adult categories and may remove the listing. ` +
  `Look at ${n === 1 ? 'it' : 'them'} below and make sure ${n === 1 ? 'it shows' : 'they show'} the item.`;

/** A Post of an item with flagged photos the seller has not confirmed (409 photos_need_confirmation). */
export const photosNeedConfirmationText = (n: number) =>
  `${photos(n)} of this item need${n === 1 ? 's' : ''} your review: our automatic check flagged ` +
  `${n === 1 ? 'it' : 'them'} as possibly showing adult content. Confirm on the listing preview that ` +
  `${n === 1 ? 'it shows' : 'they show'} the item and ${n === 1 ? 'is' : 'are'} suitable for eBay, then post again.`;

/** Bulk publish with such items: they are named (by SKU), and confirmed one by one in the preview. */
export const bulkPhotosNeedConfirmationText = (labels: string[]) =>
  `Photos of ${labels.join(', ')} need your review before posting: our automatic check flagged them as ` +
  `possibly showing adult content. Open each item's listing preview to confirm its photos, or unselect ` +
  `${labels.length === 1 ? 'that item' : 'those items'} to publish the rest.`;

/** A flagged photo of an item that the seller has not confirmed yet. */
export const PhotoToConfirmSchema = z.object({ id: z.string(), thumbnailUrl: z.string() });
export type PhotoToConfirm = z.infer<typeof PhotoToConfirmSchema>;
