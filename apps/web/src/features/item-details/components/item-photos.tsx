import type { Item } from '@listlens/shared';
import { ImageOff } from 'lucide-react';

/** Photos (spec part 3, section 2): the primary image labelled Primary, the others in a grid of 3. */
export function ItemPhotos({ item }: { item: Item }) {
  const primary = item.primary_image_url ?? item.images[0] ?? null;
  const others = item.images.filter((src) => src !== primary);
  const title = item.title ?? 'this item';
  return (
    <section aria-label="Photos" className="flex flex-col gap-3">
      {primary ? (
        <figure className="relative overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-700">
          <img src={primary} alt={`Primary photo of ${title}`} className="aspect-square w-full object-cover" />
          <figcaption className="absolute top-2 left-2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
            Primary
          </figcaption>
        </figure>
      ) : (
        <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <ImageOff className="h-10 w-10" aria-hidden="true" />
          No photos yet
        </div>
      )}
      {others.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2">
          {others.map((src, index) => (
            <li key={src}>
              <img
                src={src}
                alt={`Photo ${index + 2} of ${title}`}
                loading="lazy"
                className="aspect-square w-full rounded-xl border border-slate-200 object-cover dark:border-slate-700"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
