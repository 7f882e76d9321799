import { CategoryBrowseSchema, CategorySearchResultSchema } from '@listlens/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const taxonomyKeys = {
  search: (q: string) => ['taxonomy', 'search', q] as const,
  browse: (id: string | null) => ['taxonomy', 'browse', id ?? 'top'] as const,
};

/** GET /api/taxonomy/search?q=: eBay's category suggestions for the words typed (2 characters or more). */
export function useCategorySearch(q: string) {
  const words = q.trim();
  return useQuery({
    queryKey: taxonomyKeys.search(words),
    queryFn: ({ signal }) =>
      apiFetch(`/api/taxonomy/search?q=${encodeURIComponent(words)}`, { schema: CategorySearchResultSchema, signal }),
    enabled: words.length >= 2,
    retry: false,
    staleTime: 60_000,
  });
}

/** GET /api/taxonomy/categories[/:id]: a node of eBay's tree, the way down to it and its children. */
export function useCategoryBrowse(id: string | null) {
  return useQuery({
    queryKey: taxonomyKeys.browse(id),
    queryFn: ({ signal }) =>
      apiFetch(id ? `/api/taxonomy/categories/${encodeURIComponent(id)}` : '/api/taxonomy/categories', {
        schema: CategoryBrowseSchema,
        signal,
      }),
    retry: false,
    staleTime: 60_000,
  });
}
