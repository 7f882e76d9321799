import { describe, expect, it } from 'vitest';
import { fillAspects, nearestAllowedValue } from './aspect-filling';

const def = (name: string, over: object = {}) => ({
  name,
  importance: 'REQUIRED' as const,
  dataType: 'STRING' as const,
  allowedValues: [] as string[],
  maxValues: 1,
  ...over,
});

describe('aspects filled within eBay’s rules (issue 14, point 2)', () => {
  it('maps a fact to the nearest of eBay’s values', () => {
    const colours = ['Black', 'Blue', 'Gray', 'Ivory', 'Multicolor'];
    expect(nearestAllowedValue('grey', colours)).toBe('Gray');
    expect(nearestAllowedValue('Navy', colours)).toBe('Blue');
    expect(nearestAllowedValue('Navy Blue', colours)).toBe('Blue');
    expect(nearestAllowedValue('cream', colours)).toBe('Ivory');
    expect(nearestAllowedValue('multi', colours)).toBe('Multicolor');
    expect(nearestAllowedValue('Unisex Adult', ['Men', 'Unisex Adults'])).toBe('Unisex Adults');
    expect(nearestAllowedValue('Chartreuse', colours)).toBeUndefined();
  });

  it('takes one value for a single-value aspect, refuses values outside a selection-only list, and cuts long text', () => {
    const fill = fillAspects(
      [
        def('Color', { allowedValues: ['Gray', 'Brown'] }),
        def('Department', { selectionOnly: true, allowedValues: ['Women', 'Unisex Adults'] }),
        def('Features', { importance: 'OPTIONAL', maxValues: 2, maxLength: 12 }),
      ],
      {
        Color: ['Grey', 'Brown'],
        Department: ['Men'],
        Features: ['Pockets', 'Lightweight and breathable', 'Hooded'],
      },
    );
    expect(fill.specifics).toEqual({ Color: ['Gray'], Features: ['Pockets', 'Lightweight'] });
    expect(fill.missingRequired).toEqual(['Department']);
    expect(fill.rejected).toContainEqual({ name: 'Color', value: 'Brown', reason: 'at most 1 value(s)' });
    expect(fill.rejected).toContainEqual({ name: 'Department', value: 'Men', reason: 'not one of eBay’s values' });
  });

  it('invents nothing: an aspect without a fact stays empty', () => {
    expect(fillAspects([def('Brand'), def('Style', { importance: 'RECOMMENDED' })], {})).toEqual({
      specifics: {},
      missingRequired: ['Brand'],
      rejected: [],
    });
  });
});
