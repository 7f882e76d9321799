import type { GarmentFamily } from './category-tree';
import type { Department } from './departments';

/**
 * The slice of eBay US category tree 0 that ListLens lists into: Clothing,
 * Shoes & Accessories with a Men, Women, Kids (Boys and Girls) and Unisex
 * branch, each down to leaves that are real listing targets.
 *
 * Where the ids come from:
 * - ebay-api.md 10.1 confirms 11450, 1059, 57988, 11483, 15709, 57989, 57990,
 *   57991, 11484, 15687, 15724 and 3034 (and names 260012 "Men", UNVERIFIED).
 * - The other Men's and Women's ids (260010, 93427, 4250, 4251, 63862, 53159,
 *   63869, 63866, 155226, 11554, 63863, 11555, 63864, 63861, 95672, 53557,
 *   45230, 155183, 15689, 11498, 52365) are the ones listing tools commonly
 *   use; the emulator has served them from the start. 185100 (Polos), 24087
 *   (Casual Shoes), 45333 (Flats) and 55793 (Heels) are from memory.
 * - Every id in the Kids and Unisex branches is UNVERIFIED: 171146, 11452,
 *   11462, 57929 and 57974 are eBay's as best remembered; their leaves and the
 *   whole Unisex branch carry ids chosen to be plausible and unique here.
 * An app must resolve ids at run time (getCategorySuggestions), never hard-code them.
 */
export type Branch =
  | readonly [id: string, name: string, children: readonly Branch[], department?: Department]
  | readonly [id: string, name: string, family: GarmentFamily];

const WOMEN: Branch = [
  '260010',
  'Women',
  [
    [
      '15724',
      "Women's Clothing",
      [
        ['63862', 'Coats, Jackets & Vests', 'outerwear'],
        ['53159', 'Tops', 'tops'],
        ['63869', 'T-Shirts', 'tshirts'],
        ['63866', 'Sweaters', 'sweaters'],
        ['155226', 'Sweats & Hoodies', 'hoodies'],
        ['11554', 'Jeans', 'jeans'],
        ['63863', 'Pants', 'pants'],
        ['11555', 'Shorts', 'shorts'],
        ['63864', 'Skirts', 'skirts'],
        ['63861', 'Dresses', 'dresses'],
      ],
    ],
    [
      '3034',
      "Women's Shoes",
      [
        ['95672', 'Athletic Shoes', 'athletic-shoes'],
        ['53557', 'Boots', 'boots'],
        ['45333', 'Flats', 'casual-shoes'],
        ['55793', 'Heels', 'heels'],
      ],
    ],
    ['4251', "Women's Accessories", [['45230', 'Hats', 'hats']]],
  ],
  'Women',
];

const MEN: Branch = [
  '260012',
  'Men',
  [
    [
      '1059',
      "Men's Clothing",
      [
        ['57988', 'Coats, Jackets & Vests', 'outerwear'],
        ['57990', 'Casual Button-Down Shirts', 'shirts'],
        ['57991', 'Dress Shirts', 'dress-shirts'],
        ['185100', 'Polos', 'polos'],
        ['15687', 'T-Shirts', 'tshirts'],
        ['11484', 'Sweaters', 'sweaters'],
        ['155183', 'Hoodies & Sweatshirts', 'hoodies'],
        ['11483', 'Jeans', 'jeans'],
        ['57989', 'Pants', 'pants'],
        ['15689', 'Shorts', 'shorts'],
      ],
    ],
    [
      '93427',
      "Men's Shoes",
      [
        ['15709', 'Athletic Shoes', 'athletic-shoes'],
        ['11498', 'Boots', 'boots'],
        ['24087', 'Casual Shoes', 'casual-shoes'],
      ],
    ],
    ['4250', "Men's Accessories", [['52365', 'Hats', 'hats']]],
  ],
  'Men',
];

/** Kids' clothing on eBay US is "Sizes 4 & Up"; baby and toddler sizes live elsewhere. */
const BOYS: readonly Branch[] = [
  [
    '11452',
    "Boys' Clothing (Sizes 4 & Up)",
    [
      ['51928', 'Coats, Jackets & Vests', 'outerwear'],
      ['175521', 'Tops, Shirts & T-Shirts', 'kids-tops'],
      ['51932', 'Sweaters', 'sweaters'],
      ['155201', 'Sweatshirts & Hoodies', 'hoodies'],
      ['51929', 'Jeans', 'jeans'],
      ['51930', 'Pants', 'pants'],
      ['51931', 'Shorts', 'shorts'],
    ],
    'Boys',
  ],
  [
    '57929',
    "Boys' Shoes",
    [
      ['57930', 'Athletic Shoes', 'athletic-shoes'],
      ['57931', 'Boots', 'boots'],
      ['57933', 'Casual Shoes', 'casual-shoes'],
    ],
    'Boys',
  ],
  ['57882', "Boys' Accessories", [['57885', 'Hats', 'hats']], 'Boys'],
];

const GIRLS: readonly Branch[] = [
  [
    '11462',
    "Girls' Clothing (Sizes 4 & Up)",
    [
      ['51934', 'Coats, Jackets & Vests', 'outerwear'],
      ['175524', 'Tops, Shirts & T-Shirts', 'kids-tops'],
      ['51937', 'Sweaters', 'sweaters'],
      ['155203', 'Sweatshirts & Hoodies', 'hoodies'],
      ['51935', 'Jeans', 'jeans'],
      ['51936', 'Pants & Leggings', 'pants'],
      ['51938', 'Shorts', 'shorts'],
      ['51939', 'Skirts', 'skirts'],
      ['11464', 'Dresses', 'dresses'],
    ],
    'Girls',
  ],
  [
    '57974',
    "Girls' Shoes",
    [
      ['57975', 'Athletic Shoes', 'athletic-shoes'],
      ['57976', 'Boots', 'boots'],
      ['57979', 'Casual Shoes', 'casual-shoes'],
    ],
    'Girls',
  ],
  ['57883', "Girls' Accessories", [['57886', 'Hats', 'hats']], 'Girls'],
];

const KIDS: Branch = ['171146', 'Kids', [...BOYS, ...GIRLS]];

const UNISEX: Branch = [
  '155184',
  'Unisex Clothing, Shoes & Accs',
  [
    [
      '155185',
      'Unisex Adult Clothing',
      [
        ['155186', 'Coats, Jackets & Vests', 'outerwear'],
        ['155192', 'Shirts & Tops', 'tops'],
        ['155193', 'T-Shirts', 'tshirts'],
        ['155194', 'Sweaters', 'sweaters'],
        ['155189', 'Hoodies & Sweatshirts', 'hoodies'],
        ['155190', 'Jeans', 'jeans'],
        ['155191', 'Pants', 'pants'],
        ['155195', 'Shorts', 'shorts'],
      ],
    ],
    [
      '155196',
      'Unisex Adult Shoes',
      [
        ['155197', 'Athletic Shoes', 'athletic-shoes'],
        ['155198', 'Boots', 'boots'],
        ['155199', 'Casual Shoes', 'casual-shoes'],
      ],
    ],
    ['155200', 'Unisex Accessories', [['155187', 'Hats', 'hats']]],
  ],
  'Unisex Adults',
];

export const ROOT: Branch = ['0', 'Root', [['11450', 'Clothing, Shoes & Accessories', [WOMEN, MEN, KIDS, UNISEX]]]];
