import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = { id: string; label: ReactNode; badge?: string };

/**
 * WAI-ARIA tabs with a roving tab index: Tab reaches the selected tab, the arrow
 * keys, Home and End move between tabs and select them.
 */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
  children,
}: {
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  children: ReactNode;
}) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 max-sm:flex-wrap dark:border-slate-700"
      >
        {items.map((item, index) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`tab-${item.id}`}
              aria-selected={active}
              aria-controls={`panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.id)}
              onKeyDown={(e) => move(e, index)}
              className={`flex min-h-11 shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap ${active ? 'border-brand-600 text-brand-700 dark:text-brand-100' : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300'}`}
            >
              {item.label}
              {item.badge ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800">{item.badge}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`panel-${selected}`}
        aria-labelledby={`tab-${selected}`}
        tabIndex={0}
        className="py-6 focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  );
}
