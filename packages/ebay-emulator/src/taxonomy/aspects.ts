import * as values from './aspect-values';
import { isShoe, type GarmentFamily, type LeafCategory } from './category-tree';
import { DEPARTMENT_INFO, isKids } from './departments';
import { DEFAULT_TREE_VERSION, OUTER_SHELL_REQUIRED_FROM, versionAtLeast } from './tree-versions';

export type AspectDefinition = {
  name: string;
  required: boolean;
  /** eBay's aspectUsage: required and important aspects are RECOMMENDED, the rest OPTIONAL. */
  usage: 'RECOMMENDED' | 'OPTIONAL';
  mode: 'FREE_TEXT' | 'SELECTION_ONLY';
  cardinality: 'SINGLE' | 'MULTI';
  values: readonly string[];
  /** Longest value the aspect takes (aspectMaxLength); publish enforces it. */
  maxLength: number;
  variations: boolean;
};

type AspectSpec = Partial<Omit<AspectDefinition, 'name' | 'values'>>;

/**
 * eBay reports a maximum value length per aspect (ebay-api.md 10); 65 is the
 * usual figure for apparel, shorter for sizes and colours.
 */
const MAX_LENGTH = 65;

function aspect(name: string, list: readonly string[], spec: AspectSpec = {}): AspectDefinition {
  const required = spec.required ?? false;
  return {
    name,
    values: list,
    required,
    usage: spec.usage ?? (required ? 'RECOMMENDED' : 'OPTIONAL'),
    mode: spec.mode ?? 'FREE_TEXT',
    cardinality: spec.cardinality ?? 'SINGLE',
    maxLength: spec.maxLength ?? MAX_LENGTH,
    variations: spec.variations ?? false,
  };
}

const RECOMMENDED = { usage: 'RECOMMENDED' } as const;

/** Families whose listings need a Style; jeans, skirts, dresses and hats are typed by Style alone. */
const STYLE_REQUIRED: readonly GarmentFamily[] = [
  'outerwear',
  'jeans',
  'skirts',
  'dresses',
  'hats',
  'athletic-shoes',
  'boots',
  'heels',
];
const SLEEVED: readonly GarmentFamily[] = [
  'outerwear',
  'tops',
  'kids-tops',
  'tshirts',
  'shirts',
  'polos',
  'dress-shirts',
  'sweaters',
  'hoodies',
  'dresses',
];
const NECKLINED: readonly GarmentFamily[] = ['tops', 'kids-tops', 'tshirts', 'sweaters', 'dresses'];
const LEGGED: readonly GarmentFamily[] = ['jeans', 'pants'];

function sizeAspects(leaf: LeafCategory): AspectDefinition[] {
  const { family, department } = leaf;
  const sizes = values.sizeValues(family, department);
  if (isShoe(family)) {
    return [aspect('US Shoe Size', sizes, { required: true, variations: true, maxLength: 20 })];
  }
  const list = [aspect('Size', sizes, { required: true, variations: true, maxLength: 30 })];
  if (family !== 'hats') {
    const sizeTypes = values.SIZE_TYPES[department];
    list.push(aspect('Size Type', sizeTypes, { required: true, mode: 'SELECTION_ONLY', maxLength: 30 }));
  }
  return list;
}

function garmentAspects(leaf: LeafCategory, version: string): AspectDefinition[] {
  const { family, department } = leaf;
  const list: AspectDefinition[] = [];
  if (family === 'outerwear') {
    const required = versionAtLeast(version, OUTER_SHELL_REQUIRED_FROM);
    if (required) list.push(aspect('Outer Shell Material', values.MATERIALS, { required: true }));
    list.push(
      aspect('Lining Material', values.MATERIALS),
      aspect('Insulation Material', ['Down', 'Synthetic', 'Fleece', 'Polyester Fill', 'None']),
    );
  }
  if (isShoe(family)) {
    list.push(
      aspect('Upper Material', values.SHOE_UPPER_MATERIALS, RECOMMENDED),
      aspect('Model', [], RECOMMENDED),
      aspect('Product Line', [], RECOMMENDED),
      aspect('Shoe Width', ['Narrow', 'Medium', 'Wide', 'Extra Wide']),
    );
    if (family === 'heels') {
      list.push(
        aspect(
          'Heel Height',
          ['Flat', 'Low (3/4 in to 1 1/2 in)', 'Mid (1 3/4 in to 2 3/4 in)', 'High (3 in and Up)'],
          RECOMMENDED,
        ),
      );
    }
  } else {
    list.push(aspect('Material', values.MATERIALS, { cardinality: 'MULTI', usage: 'RECOMMENDED' }));
    list.push(aspect('Pattern', values.PATTERNS, RECOMMENDED));
    if (family !== 'hats') list.push(aspect('Fit', values.FITS, RECOMMENDED));
  }
  if (SLEEVED.includes(family))
    list.push(aspect('Sleeve Length', values.SLEEVE_LENGTHS, { ...RECOMMENDED, maxLength: 30 }));
  if (NECKLINED.includes(family)) list.push(aspect('Neckline', values.NECKLINES, RECOMMENDED));
  if (LEGGED.includes(family)) {
    if (!isKids(department))
      list.push(aspect('Inseam', values.INSEAMS, { variations: true, usage: 'RECOMMENDED', maxLength: 20 }));
    list.push(aspect('Rise', ['Low', 'Mid', 'High'], RECOMMENDED));
  }
  if (family === 'jeans') list.push(aspect('Fabric Wash', ['Light', 'Medium', 'Dark', 'Black', 'Distressed']));
  if (family === 'dresses') list.push(aspect('Dress Length', ['Mini', 'Knee Length', 'Midi', 'Maxi'], RECOMMENDED));
  if (family === 'skirts') list.push(aspect('Skirt Length', ['Mini', 'Knee Length', 'Midi', 'Maxi'], RECOMMENDED));
  const closures = values.CLOSURES[family];
  if (closures) list.push(aspect('Closure', closures, RECOMMENDED));
  return list;
}

/**
 * Item aspects per leaf category at a tree version. Required aspects follow
 * what eBay US asks of apparel sellers: Brand, Size (US Shoe Size for shoes),
 * Size Type for clothing, Department, Color, and Type and/or Style depending
 * on the garment (ebay-api.md 7.3 names Brand, Size, Department and Type as
 * very likely required; the exact set per category is UNVERIFIED). The
 * Department values are the ones the leaf's branch takes (departments.ts).
 */
export function aspectsFor(leaf: LeafCategory, version: string = DEFAULT_TREE_VERSION): AspectDefinition[] {
  const { family, department } = leaf;
  const types = values.TYPES[family];
  const list: AspectDefinition[] = [
    aspect('Brand', [], { required: true }),
    ...sizeAspects(leaf),
    aspect('Department', DEPARTMENT_INFO[department].aspectValues, {
      required: true,
      mode: 'SELECTION_ONLY',
      maxLength: 30,
    }),
    aspect('Color', values.COLORS, { required: true, variations: true, maxLength: 30 }),
  ];
  if (types) list.push(aspect('Type', types, { required: true }));
  list.push(
    aspect('Style', values.STYLES[family], { required: STYLE_REQUIRED.includes(family), usage: 'RECOMMENDED' }),
  );
  list.push(...garmentAspects(leaf, version));
  list.push(aspect('Features', values.FEATURES[family], { cardinality: 'MULTI', usage: 'RECOMMENDED' }));
  if (!isShoe(family) && family !== 'hats') list.push(aspect('Occasion', values.OCCASIONS, { cardinality: 'MULTI' }));
  list.push(aspect('Season', values.SEASONS, { cardinality: 'MULTI' }));
  if (isKids(department)) list.push(aspect('Character', values.CHARACTERS));
  list.push(
    aspect('Vintage', ['Yes', 'No'], { mode: 'SELECTION_ONLY', maxLength: 3 }),
    aspect('Country/Region of Manufacture', values.COUNTRIES),
  );
  return list;
}
