import { z } from 'zod';

// The wire formats of the connection test page's extra checks (spec part 3,
// "Diagnostics and admin pages"). The spec does not show them (part 3,
// section 7), so ListLens defines them: every eBay check answers
// `success` and a readable `message`; success false is shown as a warning.

/** GET /api/diagnostics/sign-in: how the signed-in user signs in ('credential' is e-mail and password). */
export const SignInProvidersSchema = z.object({ providers: z.array(z.string()) });
export type SignInProviders = z.infer<typeof SignInProvidersSchema>;

export const TrendingItemSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  price: z.object({ value: z.string(), currency: z.string() }).nullable(),
  url: z.string().nullable(),
});
export type TrendingItem = z.infer<typeof TrendingItemSchema>;

/** GET /api/ebay/test/trending: up to 10 clothing listings from Browse search (application token). */
export const TrendingItemsResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  items: z.array(TrendingItemSchema).max(10),
});
export type TrendingItemsResult = z.infer<typeof TrendingItemsResultSchema>;

export type CategoryNode = { id: string; name: string; children: CategoryNode[] };
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), children: z.array(CategoryNodeSchema) }),
);

/** GET /api/ebay/test/categories: the category tree to depth 2 (the root's children and theirs). */
export const CategoriesResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  categoryTreeId: z.string(),
  categories: z.array(CategoryNodeSchema),
});
export type CategoriesResult = z.infer<typeof CategoriesResultSchema>;

export const CapabilitySchema = z.object({
  name: z.string(),
  scope: z.string(),
  granted: z.boolean(),
});
export type Capability = z.infer<typeof CapabilitySchema>;

/**
 * GET /api/ebay/test/capabilities: what the connected account's token can do
 * (ListLens uses the REST Sell APIs, not the XML Trading API). success is
 * false when the token is not valid or a capability is missing.
 */
export const CapabilitiesResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  tokenValid: z.boolean(),
  capabilities: z.array(CapabilitySchema),
});
export type CapabilitiesResult = z.infer<typeof CapabilitiesResultSchema>;

/** POST /api/diagnostics/item-analysis: the AI engine on a built-in care label. */
export const ItemAnalysisTestSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  brand: z.string(),
  size: z.string(),
  material: z.string().nullable(),
  title: z.string(),
  durationMs: z.number().nonnegative(),
});
export type ItemAnalysisTest = z.infer<typeof ItemAnalysisTestSchema>;
