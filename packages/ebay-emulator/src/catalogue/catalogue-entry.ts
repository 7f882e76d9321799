import type { Department, GarmentFamily } from '../taxonomy/category-tree';
import type { ItemType } from './item-types';

export type BuyingOption = 'FIXED_PRICE' | 'AUCTION' | 'BEST_OFFER';

export type CatalogueSeller = { username: string; feedbackScore: number; feedbackPercentage: string };

/** One listing as the Buy APIs see it, whether generated or published through the emulator. */
export type CatalogueEntry = {
  legacyItemId: string;
  title: string;
  brand: string;
  categoryId: string;
  department: Department;
  family: GarmentFamily;
  /** The garment as ListLens names it (Jacket, Coat, T-Shirt, ...). */
  itemType: ItemType;
  size?: string;
  color: string;
  conditionId: string;
  condition: string;
  conditionGroup: 'NEW' | 'USED';
  /** In USD. */
  price: number;
  shippingCost: number;
  buyingOptions: BuyingOption[];
  bidCount?: number;
  /** Epoch ms. */
  listedAt: number;
  endsAt?: number;
  seller: CatalogueSeller;
  location: { city: string; stateOrProvince: string; postalCode: string; country: string };
  aspects: Record<string, string[]>;
  watchCount: number;
  /** Absolute image URL; generated entries use the emulator's own placeholder images. */
  imageUrl?: string;
  /** Lower-cased title words, precomputed for search. */
  words: readonly string[];
};

export type CatalogueSale = CatalogueEntry & { soldAt: number; soldPrice: number; totalSoldQuantity: number };

export function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

export function formatPrice(value: number): string {
  return value.toFixed(2);
}
