import { describe, expect, it } from 'vitest';
import {
  canEdit,
  canGenerate,
  canInlineEdit,
  confidenceText,
  hasLiveListing,
  newlyReady,
  notStartedCount,
  onEbay,
  parsePrice,
  readyToPostCount,
  shownSpecifics,
  statusCounts,
} from './generate-logic';
import { testGroup, testItem } from './test-groups';

describe('the Generate screen rules', () => {
  const groups = [
    testGroup({ sku: 'A-1', status: 'not_started', item: null }),
    testGroup({ sku: 'A-2', status: 'not_started', item: null }),
    testGroup({ sku: 'B-1', status: 'analyzing', queued: true, item: null }),
    testGroup({ sku: 'C-1', status: 'ready' }),
    testGroup({ sku: 'D-1', status: 'needs_attention', error: 'AI analysis failed: x', item: null }),
    testGroup({ sku: 'E-1', status: 'complete' }),
  ];

  it('counts the six tiles, the items not started and the ones ready to post', () => {
    expect(statusCounts(groups)).toEqual({
      total: 6,
      not_started: 2,
      analyzing: 1,
      ready: 1,
      needs_attention: 1,
      complete: 1,
    });
    expect(notStartedCount(groups)).toBe(2);
    expect(readyToPostCount(groups)).toBe(2);
    // A finished draft eBay would refuse is not ready to post.
    const refused = testItem({ problems: [{ field: 'item_specifics.Brand', code: 'aspect_missing', message: 'x' }] });
    expect(readyToPostCount([...groups, testGroup({ sku: 'F-1', status: 'ready', item: refused })])).toBe(2);
  });

  it('does not count an item live on eBay, being posted or sold as ready to post', () => {
    const listed = (sku: string, status: string) =>
      testGroup({ sku, status: 'complete', listing: { status, url: null } });
    const posted = [listed('P-1', 'active'), listed('P-2', 'publishing'), listed('P-3', 'sold')];
    expect(posted.map(onEbay)).toEqual([true, true, true]);
    expect(readyToPostCount([...groups, ...posted])).toBe(2);
    // A post that failed or a listing that ended can be posted again.
    const again = [listed('Q-1', 'failed'), listed('Q-2', 'ended')];
    expect(again.map(onEbay)).toEqual([false, false]);
    expect(readyToPostCount([...groups, ...again])).toBe(4);
    // Only an active listing is ended by a delete.
    expect([...posted, ...again, testGroup()].map(hasLiveListing)).toEqual([true, false, false, false, false, false]);
  });

  it('shows at most 3 item specifics and skips Unknown values', () => {
    expect(shownSpecifics(testItem())).toEqual([
      ['Brand', 'Gap'],
      ['Color', 'Blue'],
      ['Type', 'T-Shirt'],
    ]);
    expect(shownSpecifics(null)).toEqual([]);
  });

  it('shows confidence as a percent only above 0 and once started', () => {
    expect(confidenceText(testGroup())).toBe('87%');
    expect(confidenceText(testGroup({ status: 'not_started' }))).toBeNull();
    expect(confidenceText(testGroup({ item: testItem({ ai_confidence: 0 }) }))).toBeNull();
  });

  it('offers Generate for not started and needs attention, Edit for the others with an item', () => {
    expect(groups.filter(canGenerate).map((g) => g.sku)).toEqual(['A-1', 'A-2', 'D-1']);
    expect(groups.filter(canEdit).map((g) => g.sku)).toEqual(['C-1', 'E-1']);
  });

  it('allows inline edits only with a title or a price above 0', () => {
    expect(canInlineEdit(testItem())).toBe(true);
    expect(canInlineEdit(testItem({ title: null }))).toBe(true);
    expect(canInlineEdit(testItem({ title: ' ', price: 0 }))).toBe(false);
    expect(canInlineEdit(null)).toBe(false);
  });

  it('saves a non-numeric price as 0 and keeps cents', () => {
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('12.345')).toBe(12.35);
  });

  it('notices groups that went from analyzing to ready', () => {
    const before = new Map([
      ['C-1', 'analyzing' as const],
      ['E-1', 'complete' as const],
    ]);
    expect(newlyReady(before, groups)).toEqual(['C-1']);
  });
});
