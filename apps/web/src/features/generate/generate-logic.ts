import {
  groupListingText,
  LISTING_STATUSES,
  isUnknownValue,
  TABLE_SPECIFICS_SHOWN,
  type GenerateGroup,
  type ListingItem,
  type ListingStatus,
} from '@listlens/shared';

// The Generate screen's rules (spec part 2, sections 2.4 and 4.4), kept pure so they are tested alone.

export type StatusCounts = Record<ListingStatus, number> & { total: number };

/** The six tiles: Total Items, Not Started, Analyzing, Ready, Needs Attention, Complete. */
export function statusCounts(groups: GenerateGroup[]): StatusCounts {
  const counts = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<ListingStatus, number>;
  for (const g of groups) counts[g.status] += 1;
  return { ...counts, total: groups.length };
}

/** 'Generate All Items (N)': N is the number of items not started. */
export const notStartedCount = (groups: GenerateGroup[]) => groups.filter((g) => g.status === 'not_started').length;

/** The item is live on eBay, being posted or sold: its row says so, and it is not ready to post. */
export const onEbay = (group: GenerateGroup) => groupListingText(group.listing) !== null;

/** Deleting it ends a listing on eBay first (what the delete ends: an active one). */
export const hasLiveListing = (group: GenerateGroup) => group.listing?.status === 'active';

type DraftedGroup = GenerateGroup & { item: ListingItem };

/** A finished draft, reviewed or not: the group has its item. */
export const isDrafted = (group: GenerateGroup): group is DraftedGroup =>
  group.item !== null && (group.status === 'ready' || group.status === 'complete');

/** A finished draft not on eBay already: it may be published (issue 8, point 5). */
export const canPublish = (group: GenerateGroup): group is DraftedGroup => isDrafted(group) && !onEbay(group);

/** The footer's 'ready to post': drafts that may be published and pass the shared validator (issue 14). */
export const readyToPostCount = (groups: GenerateGroup[]) =>
  groups.filter((g) => canPublish(g) && g.item.problems.length === 0).length;

export const anyAnalyzing = (groups: GenerateGroup[]) => groups.some((g) => g.status === 'analyzing');

/** At most 3 item specifics, values that are Unknown skipped. */
export function shownSpecifics(item: ListingItem | null): [string, string][] {
  if (!item) return [];
  return Object.entries(item.item_specifics)
    .map(([name, values]): [string, string] => [name, values.filter((v) => !isUnknownValue(v)).join(', ')])
    .filter(([, value]) => value !== '')
    .slice(0, TABLE_SPECIFICS_SHOWN);
}

/** Confidence shows as a percent when above 0 and the status is not not_started. */
export function confidenceText(group: GenerateGroup): string | null {
  const confidence = group.item?.ai_confidence ?? 0;
  if (confidence <= 0 || group.status === 'not_started') return null;
  return `${Math.round(confidence * 100)}%`;
}

/** Inline editing needs a stored item, and a title or a price above 0 (section 2.4). */
export const canInlineEdit = (item: ListingItem | null): boolean =>
  item !== null && (Boolean(item.title?.trim()) || (item.price ?? 0) > 0);

/** Generate shows for not_started and needs_attention; Edit for the others (and for a draft kept for review). */
export const canGenerate = (group: GenerateGroup) =>
  group.status === 'not_started' || group.status === 'needs_attention';
export const canEdit = (group: GenerateGroup) => group.item !== null && group.status !== 'not_started';

/** Section 4.4: on save a non-numeric price becomes 0; cents at most. */
export function parsePrice(text: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return 0;
  return Math.round(value * 100) / 100;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (value: number) => money.format(value);

/** SKUs that were analysing before and are ready now: the dashboard's figures changed (step 4). */
export function newlyReady(before: Map<string, ListingStatus>, groups: GenerateGroup[]): string[] {
  return groups.filter((g) => g.status === 'ready' && before.get(g.sku) === 'analyzing').map((g) => g.sku);
}
