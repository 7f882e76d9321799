import { conditionIdOf } from '../taxonomy/conditions';
import { DEPARTMENTS, type Department } from '../taxonomy/departments';
import { isWithin } from '../taxonomy/category-tree';
import { findBrand } from './brands';
import type { CatalogueSale } from './catalogue-entry';
import { ITEM_TYPES, type ItemType } from './item-types';

export type MedianQuery = {
  brand: string;
  /** As ListLens names it: Jacket, T-Shirt, Sneakers... (case and punctuation ignored). */
  itemType: string;
  /** A condition enum (PRE_OWNED_EXCELLENT) or id (2990). */
  condition?: string;
  department?: string;
  /** A leaf or a parent; the sale's category must lie within it. */
  categoryId?: string;
};

export type MedianAnswer = {
  brand: string;
  itemType: ItemType;
  conditionId?: string;
  department?: Department;
  categoryId?: string;
  /** Sales counted: the generated sales in Marketplace Insights' 90-day window. */
  sampleSize: number;
  /** In USD, as a decimal string like eBay's amounts; absent when nothing sold. */
  median?: string;
  currency: 'USD';
};

export class MedianQueryError extends Error {}

const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function resolveItemType(value: string): ItemType {
  const wanted = squash(value);
  const found = ITEM_TYPES.find((itemType) => squash(itemType) === wanted);
  if (!found) throw new MedianQueryError(`unknown itemType '${value}'; one of ${ITEM_TYPES.join(', ')}`);
  return found;
}

function resolveDepartment(value: string): Department {
  const wanted = squash(value);
  const found = DEPARTMENTS.find((d) => squash(d) === wanted || (d === 'Unisex Adults' && wanted === 'unisex'));
  if (!found) throw new MedianQueryError(`unknown department '${value}'; one of ${DEPARTMENTS.join(', ')}`);
  return found;
}

function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return value;
}

/**
 * The catalogue's true median sold price for a brand and item type (and,
 * optionally, condition, department or category): the median over every
 * generated sale Marketplace Insights could return at `now`, which any
 * search only samples. For an app's pricing evaluation to compare against.
 */
export function medianSoldPrice(sales: readonly CatalogueSale[], query: MedianQuery, now: number): MedianAnswer {
  const brand = findBrand(query.brand)?.name ?? query.brand.trim();
  const itemType = resolveItemType(query.itemType);
  const conditionId = query.condition === undefined ? undefined : conditionIdOf(query.condition);
  if (query.condition !== undefined && conditionId === undefined) {
    throw new MedianQueryError(`unknown condition '${query.condition}'`);
  }
  const department = query.department === undefined ? undefined : resolveDepartment(query.department);
  const window = now - 90 * 86_400_000;
  const brandKey = squash(brand);
  const prices = sales
    .filter(
      (sale) =>
        sale.soldAt >= window &&
        sale.soldAt <= now &&
        squash(sale.brand) === brandKey &&
        sale.itemType === itemType &&
        (conditionId === undefined || sale.conditionId === conditionId) &&
        (department === undefined || sale.department === department) &&
        (query.categoryId === undefined || isWithin(sale.categoryId, query.categoryId)),
    )
    .map((sale) => sale.soldPrice);
  const value = median(prices);
  return {
    brand,
    itemType,
    ...(conditionId === undefined ? {} : { conditionId }),
    ...(department === undefined ? {} : { department }),
    ...(query.categoryId === undefined ? {} : { categoryId: query.categoryId }),
    sampleSize: prices.length,
    ...(value === undefined ? {} : { median: value.toFixed(2) }),
    currency: 'USD',
  };
}
