import type { TreeCategory } from '@listlens/shared';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useCategoryBrowse, useCategorySearch } from '../api/taxonomy';

const rowClass =
  'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800';

/**
 * The edit modal's category picker (issue 14, point 4): search eBay's
 * suggestions by words, or browse the tree down to a leaf. Only a leaf can be chosen.
 */
export function CategoryPicker({ onChoose, onCancel }: { onChoose: (id: string) => void; onCancel: () => void }) {
  const [words, setWords] = useState('');
  const [at, setAt] = useState<string | null>(null);
  const searching = words.trim().length >= 2;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <label className="flex flex-col gap-1 text-sm font-medium">
        Search eBay categories
        <input
          type="search"
          value={words}
          onChange={(e) => setWords(e.target.value)}
          placeholder="e.g. women's wool coat"
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-900"
        />
      </label>
      {searching ? (
        <SearchResults words={words} onChoose={onChoose} />
      ) : (
        <Browse at={at} onOpen={setAt} onChoose={onChoose} />
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Keep the current category
        </Button>
      </div>
    </div>
  );
}

function SearchResults({ words, onChoose }: { words: string; onChoose: (id: string) => void }) {
  const search = useCategorySearch(words);
  if (search.isPending) return <p role="status">Searching eBay’s categories…</p>;
  if (search.isError) return <p role="alert">{search.error.message}</p>;
  const leaves = search.data.categories.filter((c) => c.leaf);
  if (leaves.length === 0) return <p role="status">No eBay category matches “{words.trim()}”. Try other words.</p>;
  return (
    <ul aria-label="Matching categories" className="flex max-h-64 flex-col overflow-y-auto">
      {leaves.map((c) => (
        <li key={c.categoryId}>
          <button type="button" className={rowClass} onClick={() => onChoose(c.categoryId)}>
            {c.categoryPath}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Browse({
  at,
  onOpen,
  onChoose,
}: {
  at: string | null;
  onOpen: (id: string | null) => void;
  onChoose: (id: string) => void;
}) {
  const browse = useCategoryBrowse(at);
  if (browse.isPending) return <p role="status">Loading eBay’s categories…</p>;
  if (browse.isError) return <p role="alert">{browse.error.message}</p>;
  const { path, children } = browse.data;
  const pick = (c: TreeCategory) => (c.leaf ? onChoose(c.categoryId) : onOpen(c.categoryId));
  return (
    <nav aria-label="Browse eBay categories" className="flex flex-col gap-2">
      {at ? (
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          <li>
            <button type="button" className="min-h-11 px-1 underline" onClick={() => onOpen(null)}>
              All
            </button>
          </li>
          {path.map((c) => (
            <li key={c.categoryId} className="flex items-center gap-1">
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
              <button type="button" className="min-h-11 px-1 underline" onClick={() => onOpen(c.categoryId)}>
                {c.categoryName}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <ul className="flex max-h-64 flex-col overflow-y-auto">
        {children.map((c) => (
          <li key={c.categoryId}>
            <button type="button" className={rowClass} onClick={() => pick(c)}>
              <span>{c.categoryName}</span>
              <span className="text-xs text-slate-600 dark:text-slate-300">
                {c.leaf ? 'Choose' : <ChevronRight className="h-4 w-4" aria-label="Open" />}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
