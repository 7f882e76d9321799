import { z } from 'zod';

// Sales sync (issue 8, point 4): eBay orders read on a schedule, each sale recorded once.

export const SaleSchema = z.object({
  id: z.string(),
  /** Null once the listing's item was deleted: the sale stays in the books (issue 18). */
  listingId: z.string().nullable(),
  soldAt: z.string(),
  quantity: z.number().int(),
  salePrice: z.number().nullable(),
  currency: z.string(),
  ebayOrderId: z.string().nullable(),
});
export type Sale = z.infer<typeof SaleSchema>;

export const SalesSyncResultSchema = z.object({
  /** Order lines seen in the window read. */
  seen: z.number().int(),
  /** New sales recorded by this run. */
  recorded: z.number().int(),
  /** Listings that sold out and were marked sold. */
  soldOut: z.number().int(),
  /** Listings whose traffic figures were read from eBay's traffic report. */
  traffic: z.number().int(),
});
export type SalesSyncResult = z.infer<typeof SalesSyncResultSchema>;

export const SalesSyncQueuedSchema = z.object({ queued: z.boolean() });
