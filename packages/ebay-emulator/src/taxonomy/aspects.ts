import type { Department, GarmentFamily, LeafCategory } from './category-tree';
import * as values from './aspect-values';

export type AspectDefinition = {
  name: string;
  required: boolean;
  mode: 'FREE_TEXT' | 'SELECTION_ONLY';
  cardinality: 'SINGLE' | 'MULTI';
  values: readonly string[];
  maxLength: number;
  variations: boolean;
};

type AspectSpec = Partial<Omit<AspectDefinition, 'name' | 'values'>>;

/** eBay reports a per-aspect maximum (ebay-api.md 10); 65 is the usual figure for apparel. */
const MAX_LENGTH = 65;

function aspect(name: string, list: readonly string[], spec: AspectSpec = {}): AspectDefinition {
  return {
    name,
    values: list,
    required: spec.required ?? false,
    mode: spec.mode ?? 'FREE_TEXT',
    cardinality: spec.cardinality ?? 'SINGLE',
    maxLength: spec.maxLength ?? MAX_LENGTH,
    variations: spec.variations ?? false,
  };
}

const SHOES: readonly GarmentFamily[] = ['athletic-shoes', 'boots'];
/** Families whose listings need a Type; jeans, skirts, dresses and hats are typed by Style alone. */
const STYLE_REQUIRED: readonly GarmentFamily[] = [
  'outerwear',
  'jeans',
  'skirts',
  'dresses',
  'hats',
  'athletic-shoes',
  'boots',
];

function sizeValues(family: GarmentFamily, department: Department): readonly string[] {
  if (family === 'hats') return values.HAT_SIZES;
  if (family === 'athletic-shoes' || family === 'boots') {
    return department === 'Men' ? values.MEN_SHOE_SIZES : values.WOMEN_SHOE_SIZES;
  }
  if (
    family === 'jeans' ||
    (family === 'pants' && department === 'Men') ||
    (family === 'shorts' && department === 'Men')
  ) {
    return values.WAIST_SIZES;
  }
  if (family === 'dress-shirts') return [...values.NECK_SIZES, ...values.LETTER_SIZES];
  if (department === 'Women' && ['dresses', 'skirts', 'pants', 'shorts'].includes(family)) {
    return [...values.WOMEN_NUMERIC_SIZES, ...values.LETTER_SIZES];
  }
  return values.LETTER_SIZES;
}

/**
 * Item aspects per leaf category. Required aspects follow what eBay US asks of
 * apparel sellers: Brand, Size, Size Type, Department, Color, and Type and/or
 * Style depending on the garment (ebay-api.md 7.3 notes Brand, Size, Department
 * and Type as very likely required; the exact set per category is UNVERIFIED).
 */
export function aspectsFor(leaf: LeafCategory): AspectDefinition[] {
  const { family, department } = leaf;
  const isShoe = SHOES.includes(family);
  const types = values.TYPES[family];
  const list: AspectDefinition[] = [aspect('Brand', [], { required: true })];

  if (isShoe) {
    list.push(aspect('US Shoe Size', sizeValues(family, department), { required: true, variations: true }));
  } else {
    list.push(aspect('Size', sizeValues(family, department), { required: true, variations: true }));
    if (family !== 'hats') {
      const sizeTypes = department === 'Men' ? values.MEN_SIZE_TYPES : values.WOMEN_SIZE_TYPES;
      list.push(aspect('Size Type', sizeTypes, { required: true, mode: 'SELECTION_ONLY' }));
    }
  }
  list.push(
    aspect('Department', [department, 'Unisex Adults'], { required: true, mode: 'SELECTION_ONLY' }),
    aspect('Color', values.COLORS, { required: true, variations: true }),
  );
  if (types) list.push(aspect('Type', types, { required: true }));
  list.push(aspect('Style', values.STYLES[family], { required: STYLE_REQUIRED.includes(family) }));

  if (family === 'jeans') {
    list.push(
      aspect('Inseam', values.INSEAMS, { variations: true }),
      aspect('Rise', ['Low', 'Mid', 'High']),
      aspect('Fabric Wash', ['Light', 'Medium', 'Dark', 'Black', 'Distressed']),
    );
  }
  if (family === 'dresses' || family === 'skirts') {
    list.push(aspect(family === 'dresses' ? 'Dress Length' : 'Skirt Length', ['Mini', 'Knee Length', 'Midi', 'Maxi']));
  }
  if (isShoe) {
    list.push(
      aspect('Model', []),
      aspect('Product Line', []),
      aspect('Upper Material', ['Leather', 'Suede', 'Mesh', 'Canvas', 'Synthetic', 'Knit']),
      aspect('Shoe Width', ['Narrow', 'Medium', 'Wide', 'Extra Wide']),
    );
  } else {
    list.push(
      aspect('Material', values.MATERIALS, { cardinality: 'MULTI' }),
      aspect('Pattern', values.PATTERNS),
      aspect('Fit', ['Regular', 'Slim', 'Relaxed', 'Oversized', 'Athletic']),
    );
  }
  list.push(
    aspect('Features', ['Pockets', 'Hooded', 'Lightweight', 'Breathable', 'Water Resistant', 'Stretch'], {
      cardinality: 'MULTI',
    }),
    aspect('Vintage', ['Yes', 'No'], { mode: 'SELECTION_ONLY' }),
    aspect('Country/Region of Manufacture', [
      'United States',
      'China',
      'Vietnam',
      'Bangladesh',
      'India',
      'Italy',
      'Mexico',
    ]),
  );
  return list;
}
