import { describe, expect, it } from 'vitest';
import { buildDescription } from './listing-text';
import { descriptionAfterEdit, titleAfterEdit, type EditedFacts } from './text-after-edit';

const facts = (brand: string | null, size: string | null, colors: string[]): EditedFacts => ({ brand, size, colors });

describe('a drafted title after the seller edits its facts', () => {
  it('puts a typed brand first and the size after the item type, keeping every other word', () => {
    const title = titleAfterEdit(
      "Women's Dress Multicolor",
      facts(null, null, ['Multicolor']),
      facts('Boden', 'M', ['Multicolor']),
      'Dress',
    );
    expect(title).toBe("Boden Women's Dress Size M Multicolor");
  });

  it('swaps the old brand, size and colours where they stood, so a model name stays', () => {
    const before = facts("Levi's", 'W32 L32', ['Blue']);
    const after = facts('Wrangler', 'W34 L30', ['Black']);
    expect(titleAfterEdit("Levi's 501 Original Fit Jeans Men's W32 L32 Blue Denim", before, after, 'Jeans')).toBe(
      "Wrangler 501 Original Fit Jeans Men's W34 L30 Black Denim",
    );
  });

  it('takes out a brand or size the seller cleared, and both colours of a two-colour draft', () => {
    const before = facts('Zara', 'S', ['Gray', 'Brown']);
    expect(
      titleAfterEdit("Zara Women's Coat Size S Gray Brown Wool", before, facts(null, null, ['Green']), 'Coat'),
    ).toBe("Women's Coat Green Wool");
  });

  it('leaves the title alone when nothing it is built from changed, whatever the case the seller typed', () => {
    const title = "Reformation Men's Shirt Size L Blue";
    const before = facts('Reformation', 'L', ['Blue']);
    expect(titleAfterEdit(title, before, facts('reformation', 'L', ['Blue']), 'Shirt')).toBe(title);
  });

  it('never runs past eBay’s 80 characters', () => {
    const long = "Women's Dress Floral Midi Wrap Summer Party Boho Festival Vintage Style Lovely";
    const title = titleAfterEdit(long, facts(null, null, []), facts('Christopher Kane', 'XL', []), 'Dress');
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toMatch(/^Christopher Kane Women's Dress Size XL Floral/);
  });
});

describe('a drafted description after the same edit', () => {
  it('follows the title and says the new brand, size and colour on their own lines', () => {
    const before = facts(null, 'S', ['Multicolor']);
    const after = facts('Boden', 'M', ['Blue']);
    const description = buildDescription("Women's Dress Size S Multicolor", {
      size: 'S',
      colors: ['Multicolor'],
      condition: 'Good',
    });
    const next = descriptionAfterEdit(
      description,
      { before: "Women's Dress Size S Multicolor", after: "Boden Women's Dress Size M Blue" },
      before,
      after,
    );
    expect(next.split('\n').slice(0, 6)).toEqual([
      "Boden Women's Dress Size M Blue",
      '',
      'Brand: Boden',
      'Size: M',
      'Condition: Good',
      'Color: Blue',
    ]);
  });

  it('takes out the line of a fact the seller cleared, and adds none to a description laid out its own way', () => {
    const titles = { before: 'Zara Coat', after: 'Coat' };
    expect(
      descriptionAfterEdit('Zara Coat\n\nBrand: Zara\nSize: S', titles, facts('Zara', 'S', []), facts(null, 'S', [])),
    ).toBe('Coat\n\nSize: S');
    const prose = 'A lovely wool coat.\nSize: S';
    expect(descriptionAfterEdit(prose, titles, facts('Zara', 'S', []), facts('Boden', 'M', []))).toBe(
      'A lovely wool coat.\nSize: M',
    );
  });
});
