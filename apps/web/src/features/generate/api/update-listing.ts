import { ListingItemSchema, type GenerateScreen, type ListingItem, type UpdateListing } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { flagDashboardRefresh } from '../dashboard-flag';
import { generateKeys } from './generate-groups';

/** PATCH /api/items/{id}: an inline or modal edit, saved to the item (DESIGN section 2). */
export const updateListing = ({ id, changes }: { id: string; changes: UpdateListing }) =>
  apiFetch(`/api/items/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes, schema: ListingItemSchema });

const withItem = (data: GenerateScreen | undefined, item: ListingItem): GenerateScreen | undefined =>
  data && { ...data, groups: data.groups.map((g) => (g.item?.id === item.id ? { ...g, item } : g)) };

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListing,
    onSuccess: (item) => {
      // The saved item shows at once; the refetch then brings the status (a reviewed item is Complete).
      queryClient.setQueryData(generateKeys.groups, (data: GenerateScreen | undefined) => withItem(data, item));
      flagDashboardRefresh();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: generateKeys.groups }),
  });
}
