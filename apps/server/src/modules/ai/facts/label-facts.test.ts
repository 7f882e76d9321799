import { describe, expect, it } from 'vitest';
import {
  parseCountry,
  parseDepartment,
  parseRetailPrice,
  parseRnNumber,
  parseStyleNumber,
  parseTypeWord,
} from './label-facts';
import { parseMaterials } from './materials';

describe('parseMaterials', () => {
  it.each([
    [['100% COTTON'], '100% Cotton'],
    [['60% COTTON 40% POLYESTER'], '60% Cotton, 40% Polyester'],
    [['40% POLYESTER', '60% COTTON'], '60% Cotton, 40% Polyester'],
    [['COTTON 100%'], '100% Cotton'],
    [['SHELL: 100% NYLON', 'LINING: 100% POLYESTER'], '100% Nylon'],
    [['95% C0TTON 5% SPANDEX'], '95% Cotton, 5% Spandex'],
    [['1OO% C0TTON'], '100% Cotton'],
    [['60% COTTON 409,', 'POLYESTER'], '60% Cotton, 40% Polyester'],
    // ...or as 95 (seed 16 of render-label-photos.ts).
    [['SHELL: 10095 NYLON'], '100% Nylon'],
    [['6096 COTTON 4095 POLYESTER'], '60% Cotton, 40% Polyester'],
    [['52% LYOCELL 48% LINEN'], '52% Lyocell, 48% Linen'],
    [['80% MERINO WOOL 20% NYLON'], '80% Merino Wool, 20% Nylon'],
    [['70% VISCOSE 30% POLYAMIDE'], '70% Viscose, 30% Nylon'],
    // The first share lost to a crease: the fibre named before the second takes the rest.
    [[', VISCOSE 5% SPANDEX'], '95% Viscose, 5% Spandex'],
    [['ORGANIC COTTON 3% ELASTANE'], '97% Organic Cotton, 3% Elastane'],
    // A share over 100 is the sign's circle read as a digit.
    [['950% VISCOSE 5% SPANDEX'], '95% Viscose, 5% Spandex'],
    [['609% COTTON 40% POLYESTER'], '60% Cotton, 40% Polyester'],
    // A five-letter fibre broken by a misread letter.
    [['80% WOOL 20% NYI ON'], '80% Wool, 20% Nylon'],
    // One share read twice (the page's murky read and a read on its own) is one share.
    [['60% COTTON', '60% (', '40% POLYESTER'], '60% Cotton, 40% Polyester'],
    // No label prints "05%": the 9's tail was lost.
    [['05% VISCOSE 5% SPANDEX'], '95% Viscose, 5% Spandex'],
    // A fibre broken after its first letter, and a share's number read twice.
    [['100% A CRYLIC'], '100% Acrylic'],
    [['100% 100 POLYESTER'], '100% Polyester'],
    // A share's digits read apart, joined because that makes the whole.
    [['5 5% LINEN 45% COTTON'], '55% Linen, 45% Cotton'],
    [['10 0% ACRYLIC'], '100% Acrylic'],
    // Loose reads that only a whole composition accepts: a bar read as a 1, a fibre cut at the edge.
    [['60% COTTON', 'Ff 140% POLYESTER'], '60% Cotton, 40% Polyester'],
    [['98% COTTON 2% ELAS'], '98% Cotton, 2% Elastane'],
    [['95% VISCOSE 59% SPANDEX'], '95% Viscose, 5% Spandex'],
    // The sign's stroke read as a 7 (seed 26 of render-label-photos.ts, in blocks).
    [['957% Viscose', '57% Spandex'], '95% Viscose, 5% Spandex'],
    // A 5 read as a 9 in some faces.
    [['92% POLYESTER', '48% RAYON'], '52% Polyester, 48% Rayon'],
    // A share's closing 0 read as an 8 (seed 26 of render-label-photos.ts).
    [['68% COTTON', '40% POLYESTER'], '60% Cotton, 40% Polyester'],
    // An open 4 read as a 1 (seed 28 of render-label-photos.ts).
    [['60% COTTON', '10% POLYESTER'], '60% Cotton, 40% Polyester'],
    // The 0s of 100 read as 8s or an @, in a face whose 0 is narrow and squared (seed 38 of render-label-photos.ts).
    [['180% ACRYLIC'], '100% Acrylic'],
    [['188% POLYESTER'], '100% Polyester'],
    [['18@% Cotton'], '100% Cotton'],
    // The sign read as its circles and stroke, in faces that draw it large (seed 40 of render-label-photos.ts).
    [['1009/0 POLYESTER'], '100% Polyester'],
    [['1000%/o0 POLYESTER'], '100% Polyester'],
    [['SHELL: 1000/0', 'NYLON'], '100% Nylon'],
    [['SHELL: 100%/0 NYLON'], '100% Nylon'],
    [['6800/0 COTTON', '400/00 POLYESTER'], '60% Cotton, 40% Polyester'],
    [['520/0 POLYESTER 480°/o0', 'RAYON'], '52% Polyester, 48% Rayon'],
    [['9890/0 Cotton, 29/0', 'Elastane'], '98% Cotton, 2% Elastane'],
    [['SHELL: 10090 NYLON'], '100% Nylon'],
    // A 6 read as a B, in the same faces.
    [['B0% Cotton / 40% Polyester'], '60% Cotton, 40% Polyester'],
  ])('reads %j as %s', (lines, expected) => {
    expect(parseMaterials(lines)?.text).toBe(expected);
  });

  it('finds nothing without a percentage and a fibre', () => {
    expect(parseMaterials(['MACHINE WASH COLD', 'SIZE M'])).toBeUndefined();
    expect(parseMaterials(['50% OFF TODAY'])).toBeUndefined();
    expect(parseMaterials(['60/40 BLEND', 'RN 1009/0'])).toBeUndefined();
    // "50/0" may be 5 % or 50 %: a sign read as its circles makes no fibre before it take the rest.
    expect(parseMaterials(['9950/0 Viscose', '50/0 Spandex'])).toBeUndefined();
  });

  it('keeps loose reads out of a composition they would not make whole', () => {
    // "140%" alone stays the sign's circle misread (14 %), not a guess at 40 %.
    expect(parseMaterials(['140% POLYESTER'])?.text).toBe('14% Polyester');
    // "CO" could start Cotton or Corduroy: no share for it.
    expect(parseMaterials(['55% LINEN 45% CO'])?.text).toBe('55% Linen');
    expect(parseMaterials(['5 5% SPANDEX'])?.text).toBe('5% Spandex');
    expect(parseMaterials(['69% COTTON 29% POLYESTER'])?.text).toBe('69% Cotton, 29% Polyester');
    expect(parseMaterials(['92% POLYESTER 5% RAYON'])?.text).toBe('92% Polyester, 5% Rayon');
    expect(parseMaterials(['48% COTTON 52% POLYESTER'])?.text).toBe('52% Polyester, 48% Cotton');
    expect(parseMaterials(['68% COTTON 30% POLYESTER'])?.text).toBe('68% Cotton, 30% Polyester');
    expect(parseMaterials(['57% COTTON 40% POLYESTER'])?.text).toBe('57% Cotton, 40% Polyester');
    expect(parseMaterials(['80% COTTON 10% POLYESTER'])?.text).toBe('80% Cotton, 10% Polyester');
  });

  it('takes no fibre cut short from the first word of a care line', () => {
    // Seed 26: the fibre's name unread, "100%" over "DO NOT BLEACH" is no "100% Do[wn]".
    expect(parseMaterials(['100%', 'DO NOT BLEACH'])).toBeUndefined();
    expect(parseMaterials(['100% DOW'])?.text).toBe('100% Down');
  });

  it('gives no share to a word that is not a fibre, or to a fibre that has its own', () => {
    expect(parseMaterials(['WASH COLD 5% SPANDEX'])?.text).toBe('5% Spandex');
    expect(parseMaterials(['COTTON 100%'])?.text).toBe('100% Cotton');
    expect(parseMaterials(['40 COTTON 5% SPANDEX'])?.text).toBe('5% Spandex');
  });
});

describe('parseCountry', () => {
  it.each([
    ['MADE IN VIETNAM', 'Vietnam'],
    ['Made in Bangladesh', 'Bangladesh'],
    ['MADE IN CH1NA', 'China'],
    ['MAOE IN ITALY', 'Italy'],
    ['Product of Portugal', 'Portugal'],
    ['MADE IN U.S.A.', 'United States'],
    ['MADE IN SRI LANKA', 'Sri Lanka'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseCountry(text)?.country).toBe(expected);
  });

  it('finds no country in other text', () => {
    expect(parseCountry('MADE FOR YOU')).toBeUndefined();
    expect(parseCountry('COLUMBIA SPORTSWEAR')).toBeUndefined();
  });
});

describe('parseStyleNumber', () => {
  it.each([
    ['STYLE NO. 12345-ABC', '12345-ABC'],
    ['STYLE # 501-0115', '501-0115'],
    ['ART. 123456', '123456'],
    ['MODEL: AB1234', 'AB1234'],
    ['CW1234-100', 'CW1234-100'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseStyleNumber(text)?.value).toBe(expected);
  });

  it('needs a digit, so words after STYLE are not a number', () => {
    expect(parseStyleNumber('STYLE: RELAXED FIT')).toBeUndefined();
  });

  it('reads RN numbers apart from style numbers', () => {
    expect(parseRnNumber('RN 54321')).toBe('54321');
    expect(parseRnNumber('RN#123456 CA 00001')).toBe('123456');
  });
});

describe('parseRetailPrice', () => {
  it.each([
    ['$29.99', 29.99],
    ['MSRP 39.00', 39],
    ['PRICE: 12.50', 12.5],
    ['OUR PRICE $ 49', 49],
  ])('reads %s as %d', (text, amount) => {
    expect(parseRetailPrice(text)?.amount).toBe(amount);
  });

  it.each([['100% COTTON'], ['RN 54321'], ['SIZE 32']])('finds no price in %s', (text) => {
    expect(parseRetailPrice(text)).toBeUndefined();
  });
});

describe('parseDepartment and parseTypeWord', () => {
  it.each([
    ["MEN'S", 'Men'],
    ['WOMENS', 'Women'],
    ['women', 'Women'],
    ['LADIES', 'Women'],
    ['BOYS L', 'Boys'],
    ['UNISEX', 'Unisex Adult'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseDepartment(text)?.department).toBe(expected);
  });

  it('does not read "women" as men, nor a brand as a department', () => {
    expect(parseDepartment('100% COTTON')).toBeUndefined();
    expect(parseDepartment('WOMEN')?.department).toBe('Women');
  });

  it('reads garment words on tags', () => {
    expect(parseTypeWord('501 ORIGINAL JEANS')?.type).toBe('Jeans');
    expect(parseTypeWord('HOODED SWEATSHIRT')?.type).toBe('Hoodie');
    expect(parseTypeWord('SIZE M')).toBeUndefined();
  });
});
