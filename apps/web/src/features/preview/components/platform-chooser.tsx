import { PLATFORMS, type PlatformId } from '@listlens/shared';

/**
 * The platform chooser (spec part 3, section 2): eBay can be chosen; Facebook
 * Marketplace and Poshmark are Coming Soon, so their boxes are disabled (the
 * default selection, eBay and Facebook, shows Facebook ticked but not posted to).
 */
export function PlatformChooser({
  selected,
  onChange,
}: {
  selected: PlatformId[];
  onChange: (next: PlatformId[]) => void;
}) {
  const toggle = (id: PlatformId) =>
    onChange(selected.includes(id) ? selected.filter((p) => p !== id) : [...selected, id]);
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <legend className="px-1 text-lg font-semibold">Choose platforms</legend>
      <ul className="flex flex-col gap-1">
        {PLATFORMS.map((p) => (
          <li key={p.id}>
            <label
              className={`flex min-h-11 items-center gap-3 rounded-lg px-2 ${p.live ? 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800' : 'text-slate-500 dark:text-slate-400'}`}
            >
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-600"
                checked={selected.includes(p.id)}
                disabled={!p.live}
                onChange={() => toggle(p.id)}
              />
              <span className="flex-1 font-medium">{p.name}</span>
              {p.live ? null : (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  Coming Soon
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
