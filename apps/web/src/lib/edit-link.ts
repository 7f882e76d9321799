/**
 * Where a listing problem is fixed: the Generate tab with the item's Edit
 * Listing modal open on the field (`field` as the shared validator names it).
 */
export const editFieldLink = (itemId: string, field: string) =>
  `/app?tab=generate&edit=${encodeURIComponent(itemId)}&field=${encodeURIComponent(field)}`;
