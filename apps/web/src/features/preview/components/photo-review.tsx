import { PHOTO_REVIEW_TEXT, photosFlaggedText, type PhotoToConfirm } from '@listlens/shared';
import { ShieldAlert } from 'lucide-react';

/**
 * Upload safety on the preview (decision 011): the photos the adult-content
 * check flagged, and the confirmation the Post needs before it is enabled.
 */
export function PhotoReview({
  photos,
  confirmed,
  onConfirm,
}: {
  photos: PhotoToConfirm[];
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  if (photos.length === 0) return null;
  return (
    <section
      aria-labelledby="photo-review-title"
      className="rounded-2xl border border-red-300 bg-red-50 p-5 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
    >
      <h2 id="photo-review-title" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
        {PHOTO_REVIEW_TEXT.previewTitle}
      </h2>
      <p id="photo-review-text" className="mt-1 text-sm">
        {photosFlaggedText(photos.length)}
      </p>
      <ul aria-label="Flagged photos" className="mt-3 flex flex-wrap gap-2">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <img
              src={photo.thumbnailUrl}
              alt={`Flagged photo ${i + 1} of ${photos.length}`}
              className="h-20 w-20 rounded-lg border border-red-200 object-cover"
            />
          </li>
        ))}
      </ul>
      <label className="mt-3 flex min-h-11 cursor-pointer items-start gap-3 font-medium">
        <input
          type="checkbox"
          required
          checked={confirmed}
          onChange={(event) => onConfirm(event.target.checked)}
          aria-describedby="photo-review-text"
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand-600"
        />
        {PHOTO_REVIEW_TEXT.confirmLabel}
      </label>
    </section>
  );
}
