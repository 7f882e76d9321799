import { PHOTO_REVIEW_TEXT } from '@listlens/shared';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { GridPhoto } from '../use-sku-photos';

/**
 * The adult-content check's mark (decision 011): a badge in words, never colour
 * alone, and its explanation, read with the photo's checkbox and shown on
 * hover or focus (a tap on a phone focuses the checkbox).
 */
function ReviewBadge({ review, explanationId }: { review: 'needed' | 'done'; explanationId: string }) {
  const needed = review === 'needed';
  const Icon = needed ? ShieldAlert : ShieldCheck;
  return (
    <>
      <span
        className={`inline-flex items-center gap-1 rounded px-2 py-0.5 font-semibold ${
          needed ? 'bg-red-100 text-red-900' : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'
        }`}
      >
        <Icon className="h-3.5 w-3.5" aria-hidden="true" />
        {needed ? PHOTO_REVIEW_TEXT.badge : PHOTO_REVIEW_TEXT.confirmedBadge}
      </span>
      <span
        id={explanationId}
        className="absolute inset-x-1 top-12 z-10 hidden rounded-lg bg-slate-900/95 p-2 text-xs text-white shadow-lg group-focus-within:block group-hover:block"
      >
        {needed ? PHOTO_REVIEW_TEXT.badgeExplanation : PHOTO_REVIEW_TEXT.confirmedExplanation}
      </span>
    </>
  );
}

/** The photo grid of spec part 2, section 2.3: 2 to 6 columns, checkbox, order and SKU badges. */
export function SkuPhotoGrid({
  photos,
  selected,
  assigned,
  onToggle,
}: {
  photos: GridPhoto[];
  selected: Set<string>;
  assigned: Map<string, string>;
  onToggle: (id: string) => void;
}) {
  return (
    <ul
      aria-label="Photos to assign"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
    >
      {photos.map((photo) => {
        const sku = assigned.get(photo.id);
        const checked = selected.has(photo.id);
        const explanationId = `photo-review-${photo.id}`;
        return (
          <li key={photo.id}>
            <label
              className={`group relative block overflow-hidden rounded-xl border-2 bg-white dark:bg-slate-900 ${
                sku ? 'cursor-default opacity-80' : 'cursor-pointer'
              } ${checked ? 'border-brand-600 ring-2 ring-brand-600/40' : 'border-slate-200 dark:border-slate-700'}`}
            >
              <img src={photo.src} alt={photo.filename} className="aspect-square w-full bg-slate-100 object-cover" />
              <span className="absolute top-1 left-1 flex h-11 w-11 items-center justify-center">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={Boolean(sku)}
                  onChange={() => onToggle(photo.id)}
                  aria-label={`Select photo ${photo.order + 1} (${photo.filename})`}
                  aria-describedby={photo.review ? explanationId : undefined}
                  className="h-6 w-6 accent-brand-600"
                />
              </span>
              <span
                className="absolute top-2 right-2 rounded bg-slate-900/80 px-2 py-0.5 text-xs font-bold text-white"
                aria-label={`Upload order ${photo.order + 1}`}
              >
                #{photo.order + 1}
              </span>
              <span className="flex flex-wrap gap-1 p-2 text-xs">
                {sku ? (
                  <span className="rounded bg-green-700 px-2 py-0.5 font-semibold text-white">SKU: {sku}</span>
                ) : null}
                {photo.local ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">Saved on this device</span>
                ) : null}
                {photo.duplicate ? (
                  <span className="rounded bg-orange-100 px-2 py-0.5 text-orange-900">Duplicate</span>
                ) : null}
                {photo.review ? <ReviewBadge review={photo.review} explanationId={explanationId} /> : null}
                <span className="w-full truncate text-slate-600 dark:text-slate-300">{photo.filename}</span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
