import type { GarmentFamily } from './category-tree';
import type { Department } from './departments';

/**
 * Value lists behind the aspect fixtures; the catalogue generator draws from
 * the same lists. Colours are eBay's standard colour names.
 */
export const COLORS = [
  'Black',
  'Blue',
  'Gray',
  'White',
  'Green',
  'Red',
  'Brown',
  'Beige',
  'Pink',
  'Purple',
  'Yellow',
  'Orange',
  'Multicolor',
  'Ivory',
  'Gold',
  'Silver',
  'Bronze',
] as const;

export const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const;
const WOMEN_LETTER_SIZES = [...LETTER_SIZES, '1X', '2X', '3X'] as const;
const WOMEN_NUMERIC_SIZES = ['00', '0', '2', '4', '6', '8', '10', '12', '14', '16', '18', '20'] as const;
const WOMEN_WAIST_SIZES = ['23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34'] as const;
export const WAIST_SIZES = ['28', '29', '30', '31', '32', '33', '34', '35', '36', '38', '40', '42', '44'] as const;
export const INSEAMS = ['28', '29', '30', '31', '32', '33', '34', '36'] as const;
const NECK_SIZES = ['14.5', '15', '15.5', '16', '16.5', '17', '17.5', '18'] as const;
const KIDS_SIZES = [
  '4',
  '5',
  '6',
  '6X',
  '7',
  '8',
  '10',
  '12',
  '14',
  '16',
  '18',
  '20',
  'XS',
  'S',
  'M',
  'L',
  'XL',
] as const;
const KIDS_SIZES_WITH_HUSKY = [...KIDS_SIZES, '8 Husky', '10 Husky', '12 Husky', '14 Husky'] as const;

const MEN_SHOE_SIZES = ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5', '12', '13', '14'] as const;
const WOMEN_SHOE_SIZES = ['5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11'] as const;
/** Little-kid sizes 10 to 13.5, then big-kid sizes 1 to 7. */
const KIDS_SHOE_SIZES = [
  '10',
  '10.5',
  '11',
  '11.5',
  '12',
  '12.5',
  '13',
  '13.5',
  '1',
  '1.5',
  '2',
  '2.5',
  '3',
  '3.5',
  '4',
  '4.5',
  '5',
  '5.5',
  '6',
  '6.5',
  '7',
] as const;
const HAT_SIZES = ['One Size', 'S/M', 'L/XL', 'S', 'M', 'L', 'XL', '7', '7 1/8', '7 1/4', '7 3/8', '7 1/2'] as const;
const KIDS_HAT_SIZES = ['One Size', 'Youth', 'S/M', 'M/L'] as const;

export const SIZE_TYPES: Record<Department, readonly string[]> = {
  Men: ['Regular', 'Big & Tall', 'Tall', 'Slim'],
  Women: ['Regular', 'Petite', 'Plus', 'Tall', 'Juniors', 'Maternity'],
  Boys: ['Regular', 'Husky', 'Slim'],
  Girls: ['Regular', 'Plus', 'Slim'],
  'Unisex Adults': ['Regular', 'Big & Tall', 'Plus'],
};

const BOTTOMS: readonly GarmentFamily[] = ['jeans', 'pants', 'shorts'];

/** Size values that suit the department: waist sizes for adult bottoms, kids' sizes for Boys and Girls. */
export function sizeValues(family: GarmentFamily, department: Department): readonly string[] {
  const kids = department === 'Boys' || department === 'Girls';
  if (family === 'hats') return kids ? KIDS_HAT_SIZES : HAT_SIZES;
  if (['athletic-shoes', 'boots', 'casual-shoes', 'heels'].includes(family)) {
    if (kids) return KIDS_SHOE_SIZES;
    return department === 'Women' ? WOMEN_SHOE_SIZES : MEN_SHOE_SIZES;
  }
  if (department === 'Boys') return BOTTOMS.includes(family) ? KIDS_SIZES_WITH_HUSKY : KIDS_SIZES;
  if (department === 'Girls') return KIDS_SIZES;
  if (family === 'dress-shirts') return [...NECK_SIZES, ...LETTER_SIZES];
  if (department === 'Women') {
    if (family === 'jeans') return [...WOMEN_WAIST_SIZES, ...WOMEN_NUMERIC_SIZES];
    if (['dresses', 'skirts', 'pants', 'shorts'].includes(family)) {
      return [...WOMEN_NUMERIC_SIZES, ...WOMEN_LETTER_SIZES];
    }
    return WOMEN_LETTER_SIZES;
  }
  if (family === 'jeans' || family === 'pants' || family === 'shorts') {
    return department === 'Men' ? WAIST_SIZES : [...WAIST_SIZES, ...LETTER_SIZES];
  }
  return LETTER_SIZES;
}

export const MATERIALS = [
  'Cotton',
  'Polyester',
  'Wool',
  'Cashmere',
  'Denim',
  'Linen',
  'Nylon',
  'Fleece',
  'Leather',
  'Suede',
  'Rayon',
  'Silk',
  'Spandex',
  'Acrylic',
  'Merino Wool',
  'Down',
  'Viscose',
  'Modal',
] as const;

export const SHOE_UPPER_MATERIALS = ['Leather', 'Suede', 'Mesh', 'Canvas', 'Synthetic', 'Knit', 'Nubuck', 'Rubber'];

export const PATTERNS = [
  'Solid',
  'Striped',
  'Plaid',
  'Floral',
  'Graphic Print',
  'Camouflage',
  'Check',
  'Polka Dot',
  'Colorblock',
  'Animal Print',
  'Tie-Dye',
  'Logo',
] as const;

export const SLEEVE_LENGTHS = ['Short Sleeve', 'Long Sleeve', '3/4 Sleeve', 'Sleeveless', 'Cap Sleeve'];

export const NECKLINES = [
  'Crew Neck',
  'V-Neck',
  'Scoop Neck',
  'Mock Neck',
  'Turtleneck',
  'Collared',
  'Boat Neck',
  'Cowl Neck',
  'Henley',
  'Square Neck',
  'Halter',
  'Off the Shoulder',
];

export const FITS = ['Regular', 'Slim', 'Relaxed', 'Oversized', 'Athletic', 'Classic', 'Loose'];

export const OCCASIONS = ['Casual', 'Business', 'Formal', 'Party/Cocktail', 'Activewear', 'Travel', 'Workwear'];

export const SEASONS = ['Fall', 'Spring', 'Summer', 'Winter'];

export const COUNTRIES = [
  'United States',
  'China',
  'Vietnam',
  'Bangladesh',
  'India',
  'Indonesia',
  'Cambodia',
  'Italy',
  'Portugal',
  'Mexico',
  'Turkey',
];

export const CHARACTERS = ['Disney', 'Marvel', 'Pokémon', 'Paw Patrol', 'Star Wars', 'Minecraft', 'Frozen', 'Bluey'];

/** The `Closure` aspect's suggested values per garment family (absent where it does not apply). */
export const CLOSURES: Partial<Record<GarmentFamily, readonly string[]>> = {
  outerwear: ['Zip', 'Button', 'Snap', 'Toggle', 'Belted', 'Open Front'],
  hoodies: ['Pullover', 'Full Zip', 'Half Zip', 'Quarter Zip'],
  jeans: ['Button', 'Zip', 'Button Fly'],
  pants: ['Button', 'Zip', 'Drawstring', 'Pull On', 'Elastic', 'Hook & Eye'],
  shorts: ['Button', 'Zip', 'Drawstring', 'Pull On', 'Elastic'],
  skirts: ['Zip', 'Button', 'Pull On', 'Elastic', 'Wrap'],
  dresses: ['Zip', 'Button', 'Pull On', 'Tie'],
  'athletic-shoes': ['Lace Up', 'Slip On', 'Hook & Loop', 'Bungee'],
  boots: ['Lace Up', 'Zip', 'Pull On', 'Buckle', 'Hook & Loop'],
  'casual-shoes': ['Slip On', 'Lace Up', 'Buckle', 'Hook & Loop', 'Strap'],
  heels: ['Slip On', 'Buckle', 'Strap', 'Zip'],
  hats: ['Adjustable Strap', 'Snapback', 'Fitted', 'Drawstring'],
};

/** The `Features` aspect's suggested values per garment family. */
export const FEATURES: Record<GarmentFamily, readonly string[]> = {
  outerwear: [
    'Hooded',
    'Pockets',
    'Water Resistant',
    'Windproof',
    'Insulated',
    'Packable',
    'Lightweight',
    'Breathable',
  ],
  tops: ['Breathable', 'Lightweight', 'Pockets', 'Stretch', 'Moisture Wicking', 'UPF Protection'],
  'kids-tops': ['Breathable', 'Lightweight', 'Stretch', 'Tagless', 'UPF Protection'],
  tshirts: ['Breathable', 'Lightweight', 'Pocket', 'Stretch', 'Moisture Wicking', 'Tagless'],
  shirts: ['Pockets', 'Breathable', 'Lightweight', 'Wrinkle Resistant', 'Stretch'],
  polos: ['Breathable', 'Moisture Wicking', 'Stretch', 'UPF Protection'],
  'dress-shirts': ['Wrinkle Resistant', 'Non-Iron', 'Stretch', 'Breathable'],
  sweaters: ['Lightweight', 'Pockets', 'Ribbed Cuffs', 'Soft'],
  hoodies: ['Hooded', 'Pockets', 'Fleece Lined', 'Thumbholes', 'Lightweight'],
  jeans: ['Pockets', 'Stretch', 'Distressed', 'Belt Loops'],
  pants: ['Pockets', 'Stretch', 'Belt Loops', 'Adjustable Waist', 'Moisture Wicking', 'Wrinkle Resistant'],
  shorts: ['Pockets', 'Stretch', 'Lined', 'Adjustable Waist', 'Moisture Wicking', 'Quick Dry'],
  skirts: ['Pockets', 'Lined', 'Stretch', 'Slit'],
  dresses: ['Pockets', 'Lined', 'Stretch', 'Adjustable Straps', 'Lightweight'],
  hats: ['Adjustable', 'Breathable', 'Lightweight', 'Water Resistant', 'Embroidered Logo', 'UPF Protection'],
  'athletic-shoes': ['Cushioned', 'Breathable', 'Lightweight', 'Removable Insole', 'Non-Slip'],
  boots: ['Waterproof', 'Insulated', 'Non-Slip', 'Padded Collar', 'Cushioned'],
  'casual-shoes': ['Cushioned', 'Breathable', 'Lightweight', 'Non-Slip', 'Removable Insole'],
  heels: ['Cushioned', 'Padded Insole', 'Adjustable Strap'],
};

/** The `Type` aspect's suggested values per garment family (absent where eBay has no Type). */
export const TYPES: Partial<Record<GarmentFamily, readonly string[]>> = {
  outerwear: ['Jacket', 'Coat', 'Vest', 'Parka', 'Raincoat', 'Blazer'],
  tops: ['Blouse', 'Shirt', 'Polo', 'Tank Top', 'Camisole', 'Tunic', 'Crop Top', 'Bodysuit', 'Henley', 'Top'],
  'kids-tops': ['T-Shirt', 'Shirt', 'Polo', 'Blouse', 'Tank Top', 'Henley', 'Top'],
  tshirts: ['T-Shirt'],
  shirts: ['Button-Up'],
  polos: ['Polo'],
  'dress-shirts': ['Dress Shirt'],
  sweaters: ['Pullover', 'Cardigan', 'Vest', 'Shrug'],
  hoodies: ['Hoodie', 'Sweatshirt'],
  pants: ['Chino', 'Cargo', 'Dress', 'Jogger', 'Khaki', 'Sweatpants', 'Leggings', 'Corduroy'],
  shorts: ['Athletic', 'Board', 'Cargo', 'Chino', 'Denim', 'Bermuda', 'Casual'],
  'athletic-shoes': ['Athletic'],
  boots: ['Boot'],
  'casual-shoes': ['Loafer', 'Boat Shoe', 'Oxford', 'Slip-On', 'Moccasin', 'Clog', 'Mary Jane', 'Ballet Flat'],
  heels: ['Heel'],
};

/** The `Style` aspect's suggested values per garment family. */
export const STYLES: Record<GarmentFamily, readonly string[]> = {
  outerwear: [
    'Puffer',
    'Fleece',
    'Bomber',
    'Windbreaker',
    'Trench',
    'Peacoat',
    'Denim Jacket',
    'Quilted',
    'Varsity',
    'Field',
    'Trucker',
    'Motorcycle',
    'Softshell',
    'Anorak',
  ],
  tops: ['Blouse', 'Tank', 'Wrap', 'Peasant', 'Button-Up', 'Crop', 'Polo', 'Long Sleeve Top'],
  'kids-tops': ['Graphic Tee', 'Basic Tee', 'Button-Up', 'Polo', 'Long Sleeve Top', 'Tank'],
  tshirts: ['Basic Tee', 'Graphic Tee', 'Pocket Tee', 'Ringer Tee', 'Henley', 'Long Sleeve Tee'],
  shirts: ['Flannel', 'Oxford', 'Hawaiian', 'Western', 'Camp Shirt', 'Chambray'],
  polos: ['Golf', 'Pique', 'Rugby', 'Performance'],
  'dress-shirts': ['Button-Down Collar', 'Spread Collar', 'Point Collar', 'French Cuff'],
  sweaters: ['Crewneck', 'V-Neck', 'Turtleneck', 'Mock Neck', 'Cable Knit', 'Quarter Zip', 'Fisherman', 'Fair Isle'],
  hoodies: ['Pullover', 'Full Zip', 'Quarter Zip', 'Crewneck'],
  jeans: ['Straight', 'Slim', 'Skinny', 'Bootcut', 'Relaxed', 'Tapered', 'Wide Leg', 'Boyfriend', 'Mom', 'Flare'],
  pants: ['Straight', 'Slim', 'Wide Leg', 'Tapered', 'Relaxed', 'Pleated'],
  shorts: ['Flat Front', 'Pleated', 'Cargo', 'Cutoff', 'Athletic'],
  skirts: ['A-Line', 'Mini', 'Midi', 'Maxi', 'Pencil', 'Pleated', 'Wrap', 'Tiered', 'Slip'],
  dresses: ['A-Line', 'Bodycon', 'Maxi', 'Shift', 'Slip', 'Shirt Dress', 'Sundress', 'Wrap', 'Sheath', 'Sweater Dress'],
  hats: ['Baseball Cap', 'Beanie', 'Bucket Hat', 'Fedora', 'Trucker Hat', 'Snapback', 'Sun Hat', 'Visor'],
  'athletic-shoes': ['Sneaker', 'Running Shoe', 'Trainer', 'Basketball Shoe', 'Skate Shoe', 'Walking Shoe'],
  boots: ['Chelsea', 'Combat', 'Cowboy', 'Work', 'Hiking', 'Chukka', 'Ankle', 'Knee High', 'Snow', 'Rain'],
  'casual-shoes': ['Loafer', 'Boat Shoe', 'Slip-On', 'Moccasin', 'Ballet Flat', 'Mary Jane', 'Espadrille', 'Clog'],
  heels: ['Pump', 'Stiletto', 'Block Heel', 'Wedge', 'Kitten Heel', 'Platform', 'Slingback', 'Mule'],
};
