import type { ListingItem } from '@listlens/shared';
import { ImageOff } from 'lucide-react';

/** The Photos tab (section 2.5): the primary photo first and labelled Primary; any other can become primary. */
export function PhotosTab({
  item,
  primary,
  onChoose,
}: {
  item: ListingItem;
  primary: string;
  onChoose: (url: string) => void;
}) {
  if (item.images.length === 0) {
    return (
      <p className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
        <ImageOff className="h-5 w-5" aria-hidden="true" /> This item has no photos.
      </p>
    );
  }
  const ordered = [primary, ...item.images.filter((url) => url !== primary)].filter((url) => item.images.includes(url));
  return (
    <ul aria-label="Listing photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {ordered.map((url, index) => (
        <li key={url} className="flex flex-col gap-2">
          <div className="relative overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
            <img
              src={url}
              alt={`Photo ${index + 1} of ${item.sku ?? 'this item'}`}
              className="aspect-square w-full object-cover"
            />
            {url === primary ? (
              <span className="absolute top-2 left-2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                Primary
              </span>
            ) : null}
          </div>
          {url === primary ? null : (
            <button
              type="button"
              onClick={() => onChoose(url)}
              className="min-h-11 rounded-lg border border-slate-300 px-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              Make photo {index + 1} primary
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
