import {
  CapabilitiesResultSchema,
  CategoriesResultSchema,
  DiagnosticTestSchema,
  ItemAnalysisTestSchema,
  SignInProvidersSchema,
  TrendingItemsResultSchema,
} from '@listlens/shared';
import { apiFetch } from '../../../lib/api-client';

// The connection test page's own calls (spec part 3, diagnostics); all need sign-in.

export const runStorageTest = () =>
  apiFetch('/api/diagnostics/storage-test', { method: 'POST', schema: DiagnosticTestSchema });
export const fetchSignInProviders = () => apiFetch('/api/diagnostics/sign-in', { schema: SignInProvidersSchema });
export const fetchTrendingItems = () => apiFetch('/api/ebay/test/trending', { schema: TrendingItemsResultSchema });
export const fetchCapabilities = () => apiFetch('/api/ebay/test/capabilities', { schema: CapabilitiesResultSchema });
export const fetchCategories = () => apiFetch('/api/ebay/test/categories', { schema: CategoriesResultSchema });
export const runItemAnalysisTest = () =>
  apiFetch('/api/diagnostics/item-analysis', { method: 'POST', schema: ItemAnalysisTestSchema });
