import type { ItemSpecificDefinition } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { cleanSpecifics, specificsAfterEdit } from './item-specifics';

const shoeSize: ItemSpecificDefinition = {
  name: 'US Shoe Size',
  importance: 'REQUIRED',
  dataType: 'STRING',
  allowedValues: [],
  maxValues: 1,
};

describe('item specifics after an edit', () => {
  it('trims, drops blanks and repeats, and caps each aspect at its maximum (spec section 9)', () => {
    expect(
      cleanSpecifics({
        Color: ['Red', ' red ', 'Blue', 'Green'],
        Style: ['Casual', ''],
        Department: ['Women', 'Men'],
        Features: ['a', 'b', 'c', 'd', 'e', 'f'],
        Empty: [' '],
      }),
    ).toEqual({
      Color: ['Red', 'Blue'],
      Style: ['Casual'],
      Department: ['Women'],
      Features: ['a', 'b', 'c', 'd', 'e'],
    });
  });

  it('replaces the map with the sent one and keeps Brand, Color and the size aspect equal to the fields', () => {
    const stored = { Brand: ['Gap'], Color: ['Gray'], Type: ['Boot'] };
    expect(
      specificsAfterEdit(
        stored,
        { item_specifics: { Type: ['Boot'], Fit: ['Slim'] }, brand: 'Zara', color: 'Black/Gray', size: '9' },
        [shoeSize],
      ),
    ).toEqual({ Type: ['Boot'], Fit: ['Slim'], Brand: ['Zara'], Color: ['Black', 'Gray'], 'US Shoe Size': ['9'] });
    expect(specificsAfterEdit(stored, { brand: null }, [])).toEqual({ Color: ['Gray'], Type: ['Boot'] });
    expect(specificsAfterEdit(stored, { size: 'M' }, [])).toEqual({ ...stored, Size: ['M'] });
  });
});
