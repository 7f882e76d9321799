export const previewKeys = {
  all: ['preview'] as const,
  item: (itemId: string) => ['preview', 'item', itemId] as const,
  states: ['preview', 'state'] as const,
  state: (itemId: string) => ['preview', 'state', itemId] as const,
  policies: ['preview', 'policies'] as const,
};
