import { describe, expect, it } from 'vitest';
import { cleanupResultText } from './dashboard';

describe('cleanupResultText', () => {
  const done = { deletedItems: 2, remainingItems: 0, deletedPhotos: 4, notEnded: [] };

  it("is the spec's success text when everything went", () => {
    expect(cleanupResultText(done)).toBe('Successfully deleted all items');
  });

  it('names the eBay listings a delete could not end (issue 18, point 5)', () => {
    const notEnded = [{ itemId: 'i1', title: 'Fleece jacket', url: null, message: 'eBay could not be reached.' }];
    expect(cleanupResultText({ ...done, notEnded })).toBe(
      'Successfully deleted all items. 1 eBay listing could not be ended and may still be live: Fleece jacket. End it on eBay.',
    );
  });
});
