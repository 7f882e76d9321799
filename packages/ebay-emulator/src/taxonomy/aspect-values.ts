import type { GarmentFamily } from './category-tree';

/** Value lists behind the aspect fixtures; the catalogue generator draws from the same lists. */
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
  'Gold',
  'Silver',
] as const;

export const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] as const;
export const WOMEN_NUMERIC_SIZES = ['00', '0', '2', '4', '6', '8', '10', '12', '14', '16'] as const;
export const WAIST_SIZES = ['26', '27', '28', '29', '30', '31', '32', '33', '34', '36', '38', '40', '42'] as const;
export const INSEAMS = ['28', '29', '30', '31', '32', '33', '34', '36'] as const;
export const MEN_SHOE_SIZES = ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5', '12', '13'] as const;
export const WOMEN_SHOE_SIZES = ['5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10', '11'] as const;
export const HAT_SIZES = ['One Size', 'S/M', 'L/XL', 'S', 'M', 'L', '7 1/8', '7 1/4', '7 3/8'] as const;
export const NECK_SIZES = ['14.5', '15', '15.5', '16', '16.5', '17', '17.5', '18'] as const;

export const MEN_SIZE_TYPES = ['Regular', 'Big & Tall', 'Tall'] as const;
export const WOMEN_SIZE_TYPES = ['Regular', 'Petite', 'Plus', 'Tall', 'Juniors', 'Maternity'] as const;

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
] as const;

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
] as const;

/** The `Type` aspect's suggested values per garment family (absent where eBay has no Type). */
export const TYPES: Partial<Record<GarmentFamily, readonly string[]>> = {
  outerwear: ['Jacket', 'Coat', 'Vest', 'Parka', 'Raincoat'],
  tops: ['Blouse', 'Tank Top', 'Camisole', 'Tunic', 'Crop Top', 'Bodysuit', 'Button-Up', 'Polo', 'Henley'],
  tshirts: ['T-Shirt'],
  shirts: ['Button-Up'],
  'dress-shirts': ['Dress Shirt'],
  sweaters: ['Pullover', 'Cardigan', 'Vest', 'Shrug'],
  hoodies: ['Hoodie', 'Sweatshirt'],
  pants: ['Chino', 'Cargo', 'Dress', 'Jogger', 'Khaki', 'Sweatpants', 'Leggings', 'Corduroy'],
  shorts: ['Athletic', 'Board', 'Cargo', 'Chino', 'Denim', 'Bermuda', 'Casual'],
  'athletic-shoes': ['Athletic'],
  boots: ['Boot'],
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
  tops: ['Blouse', 'Tank', 'Wrap', 'Peasant', 'Button-Up', 'Crop'],
  tshirts: ['Basic Tee', 'Graphic Tee', 'Pocket Tee', 'Ringer Tee', 'Henley'],
  shirts: ['Flannel', 'Oxford', 'Hawaiian', 'Western', 'Camp Shirt', 'Chambray'],
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
  boots: ['Chelsea', 'Combat', 'Cowboy', 'Work', 'Hiking', 'Chukka', 'Ankle', 'Knee High', 'Snow'],
};
