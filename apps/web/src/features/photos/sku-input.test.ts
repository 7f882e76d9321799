import { describe, expect, it } from 'vitest';
import { assignProblem, canAssign, liveSkuHint } from './sku-input';

describe('SKU input (spec part 2, section 5)', () => {
  it("hints 'Must end with digits' live while the SKU does not end with a digit", () => {
    expect(liveSkuHint('')).toBeNull();
    expect(liveSkuHint('ABC')).toBe('Must end with digits');
    expect(liveSkuHint('ABC-')).toBe('Must end with digits');
    expect(liveSkuHint('ABC-123')).toBeNull();
    expect(liveSkuHint('  abc-1  ')).toBeNull();
  });

  it('enables Assign only with a selection, a valid SKU and no assignment in progress', () => {
    expect(canAssign(2, 'ABC-123', false)).toBe(true);
    expect(canAssign(0, 'ABC-123', false)).toBe(false);
    expect(canAssign(2, 'ABC', false)).toBe(false);
    expect(canAssign(2, '   ', false)).toBe(false);
    expect(canAssign(2, 'ABC-123', true)).toBe(false);
  });

  it("gives the spec's message for each reason an assignment cannot go ahead", () => {
    expect(assignProblem(0, 'ABC-1')).toBe('Please select photos to assign a SKU to');
    expect(assignProblem(1, '  ')).toBe('SKU is required');
    expect(assignProblem(1, 'ABC')).toBe('SKU must end with digits (e.g., ABC-123)');
    expect(assignProblem(1, 'ABC-1')).toBeNull();
  });
});
