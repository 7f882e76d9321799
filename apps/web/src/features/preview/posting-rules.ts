import {
  PHOTO_REVIEW_TEXT,
  POSTING_TEXT,
  livePlatforms,
  listingProblemsText,
  type BusinessPolicyIds,
  type ListingProblem,
  type PlatformId,
} from '@listlens/shared';

// The rules of 'Post to N Platforms' (spec part 3, section 5), kept pure so they are tested alone.

export type PostingChoices = {
  selected: PlatformId[];
  connected: boolean;
  needsReconnect: boolean;
  policies: Partial<BusinessPolicyIds>;
  problems: ListingProblem[];
  /** Flagged photos waiting for the seller's confirmation (decision 011), and whether it is ticked. */
  photosToConfirm: number;
  photosConfirmed: boolean;
};

export const RECONNECT_TEXT = 'A permission ListLens needs to post is missing. Reconnect your eBay account.';

export const policiesComplete = (p: Partial<BusinessPolicyIds>): p is BusinessPolicyIds =>
  Boolean(p.fulfillmentPolicyId && p.paymentPolicyId && p.returnPolicyId);

/**
 * Why the post button is disabled, in the spec's words, or null when the item
 * can be posted. The first rule that fails is the one the seller reads.
 */
export function postBlocker(c: PostingChoices): string | null {
  if (livePlatforms(c.selected).length === 0) return POSTING_TEXT.selectPlatform;
  if (!c.connected) return POSTING_TEXT.connectFirst;
  if (c.needsReconnect) return RECONNECT_TEXT;
  if (!policiesComplete(c.policies)) return POSTING_TEXT.selectPolicies;
  if (c.problems.length > 0) return listingProblemsText(c.problems);
  if (c.photosToConfirm > 0 && !c.photosConfirmed) return PHOTO_REVIEW_TEXT.blocker;
  return null;
}

/** N of 'Post to N Platforms': the chosen platforms that are live (Coming Soon ones are not posted to). */
export const platformCount = (selected: PlatformId[]) => livePlatforms(selected).length;
