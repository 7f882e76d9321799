/** Query keys of keyword learning; `all` invalidates every one of them. */
export const keywordKeys = {
  all: ['keywords'] as const,
  brands: ['keywords', 'brands'] as const,
  status: (brand: string, category: string | null) => ['keywords', 'status', brand, category ?? ''] as const,
  preferences: ['keywords', 'preferences'] as const,
};
