import { DASHBOARD_TEXT, type RecentItem } from '@listlens/shared';
import { ImageOff, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * Recent Items (spec part 3, section 2): each card links to /details/{id} and
 * has a delete button that shows on hover or keyboard focus (always on touch
 * screens, which have no hover).
 */
export function RecentItems({ items, onDelete }: { items: RecentItem[]; onDelete: (item: RecentItem) => void }) {
  if (items.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
        {DASHBOARD_TEXT.empty}
      </p>
    );
  return (
    <ul aria-label="Recent Items" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((item) => {
        const title = item.title ?? 'Untitled item';
        return (
          <li
            key={item.id}
            className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
          >
            <Link to={`/details/${encodeURIComponent(item.id)}`} className="block">
              {item.imageUrl ? (
                <img src={item.imageUrl} alt="" loading="lazy" className="aspect-square w-full object-cover" />
              ) : (
                <span className="flex aspect-square w-full items-center justify-center bg-slate-100 text-slate-500 dark:bg-slate-800">
                  <ImageOff className="h-8 w-8" aria-hidden="true" />
                </span>
              )}
              <span className="block p-3">
                <span className="block truncate font-medium">{title}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {item.suggestedPrice === null ? 'No price yet' : money.format(item.suggestedPrice)}
                </span>
              </span>
            </Link>
            <button
              type="button"
              onClick={() => onDelete(item)}
              aria-label={`Delete ${title}`}
              className="absolute top-2 right-2 flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-red-700 shadow transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 focus:opacity-100 pointer-coarse:opacity-100 sm:opacity-0 dark:bg-slate-900/90 dark:text-red-300"
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
