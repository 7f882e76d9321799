import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { LandingRoute } from './landing-route';
import { NotFoundPage } from '../features/not-found/pages/not-found-page';

// A first visit to / shows the landing page without this router (main.tsx);
// the router and these routes load with the app, and every page below is
// loaded when it is opened. Add pages with `publicPage` / `signedInPage` and a
// dynamic import, not a static import, or every visitor waits for them.

const loading = <PageSpinner label="Loading..." />;

/** A public page loaded on demand. */
const publicPage = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => ({ Component: await load() }),
  hydrateFallbackElement: loading,
});

/** A signed-in page loaded on demand, inside the auth guard, theme and app shell. */
const signedInPage = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> => ({
  lazy: async () => {
    const [{ SignedInFrame }, Page] = await Promise.all([import('./signed-in-frame'), load()]);
    return {
      Component: () => (
        <SignedInFrame>
          <Page />
        </SignedInFrame>
      ),
    };
  },
  hydrateFallbackElement: loading,
});

/** Every route of the spec's route tables (part 1 section 2, part 3 section 2). */
export const routes: RouteObject[] = [
  { path: '/', element: <LandingRoute /> },
  {
    path: '/auth/callback',
    ...publicPage(() => import('../features/auth/pages/auth-callback-page').then((m) => m.AuthCallbackPage)),
  },
  {
    path: '/auth/ebay/callback',
    ...publicPage(() => import('../features/ebay-connection/pages/ebay-callback-page').then((m) => m.EbayCallbackPage)),
  },
  {
    path: '/ebay/callback',
    ...publicPage(() => import('../features/oauth/pages/oauth-router-page').then((m) => m.EbayResultRedirect)),
  },
  {
    path: '/oauth',
    ...publicPage(() => import('../features/oauth/pages/oauth-router-page').then((m) => m.OAuthRouterPage)),
  },
  {
    path: '/oauth/*',
    ...publicPage(() => import('../features/oauth/pages/oauth-router-page').then((m) => m.OAuthRouterPage)),
  },
  { path: '/privacy', ...publicPage(() => import('../features/legal/pages/privacy-page').then((m) => m.PrivacyPage)) },
  { path: '/terms', ...publicPage(() => import('../features/legal/pages/terms-page').then((m) => m.TermsPage)) },
  {
    path: '/ai-accuracy-test',
    ...publicPage(() => import('../features/ai-insights/pages/accuracy-test-page').then((m) => m.AccuracyTestPage)),
  },
  {
    path: '/auth-test',
    ...publicPage(() => import('../features/diagnostics/pages/auth-test-page').then((m) => m.AuthTestPage)),
  },
  {
    path: '/supabase-test',
    ...publicPage(() => import('../features/diagnostics/pages/backend-test-page').then((m) => m.BackendTestPage)),
  },
  {
    path: '/network-test',
    ...publicPage(() => import('../features/diagnostics/pages/network-test-page').then((m) => m.NetworkTestPage)),
  },
  {
    path: '/test-connection',
    // The connection test composes the diagnostics page with the eBay connection's part of it.
    ...publicPage(async () => {
      const [{ TestConnectionPage }, { EbayConnectionTest }] = await Promise.all([
        import('../features/diagnostics/pages/test-connection-page'),
        import('../features/ebay-connection/components/ebay-connection-test'),
      ]);
      return function TestConnection() {
        return (
          <TestConnectionPage renderEbay={(run, signedIn) => <EbayConnectionTest run={run} signedIn={signedIn} />} />
        );
      };
    }),
  },
  {
    path: '/manual-token-exchange',
    ...publicPage(() =>
      import('../features/ebay-connection/pages/manual-token-exchange-page').then((m) => m.ManualTokenExchangePage),
    ),
  },
  {
    path: '/ebay-token-test',
    ...publicPage(() =>
      import('../features/ebay-connection/pages/ebay-token-test-page').then((m) => m.EbayTokenTestPage),
    ),
  },
  {
    path: '/ebay-auth-test',
    ...publicPage(() =>
      import('../features/ebay-connection/pages/ebay-auth-test-page').then((m) => m.EbayAuthTestPage),
    ),
  },
  {
    path: '/simple-ebay-auth-test',
    ...publicPage(() =>
      import('../features/ebay-connection/pages/simple-ebay-auth-test-page').then((m) => m.SimpleEbayAuthTestPage),
    ),
  },
  {
    path: '/oauth-debug',
    ...publicPage(() => import('../features/ebay-connection/pages/oauth-debug-page').then((m) => m.OAuthDebugPage)),
  },
  {
    path: '/oauth-test',
    ...publicPage(() => import('../features/diagnostics/pages/oauth-test-page').then((m) => m.OAuthTestPage)),
  },
  {
    path: '/app',
    ...signedInPage(() => import('../features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage)),
  },
  {
    path: '/capture',
    ...signedInPage(() => import('../features/photos/pages/capture-page').then((m) => m.CapturePage)),
  },
  {
    path: '/details/:itemId',
    // The details page leaves a slot for the posting feature's Listing Status card (issue 8).
    ...signedInPage(async () => {
      const [{ ItemDetailsPage }, { ListingStatusCard }] = await Promise.all([
        import('../features/item-details/pages/item-details-page'),
        import('../features/listing-status/components/listing-status-card'),
      ]);
      return function ItemDetails() {
        return <ItemDetailsPage listingStatus={(itemId) => <ListingStatusCard itemId={itemId} />} />;
      };
    }),
  },
  {
    path: '/settings',
    // The settings page leaves a slot for the eBay connection (issue 7).
    ...signedInPage(async () => {
      const [{ SettingsPage }, { EbayConnectionSettings }] = await Promise.all([
        import('../features/account/pages/settings-page'),
        import('../features/ebay-connection/components/connection-card'),
      ]);
      return function Settings() {
        return <SettingsPage ebayConnection={<EbayConnectionSettings />} />;
      };
    }),
  },
  {
    path: '/preview/:itemId',
    // The preview composes the eBay connection's Connect flow into its connection prompt.
    ...signedInPage(async () => {
      const [{ PreviewPage }, { ConnectionPanel }] = await Promise.all([
        import('../features/preview/pages/preview-page'),
        import('../features/ebay-connection/components/connection-card'),
      ]);
      return function Preview() {
        return <PreviewPage connect={(returnPath) => <ConnectionPanel returnPath={returnPath} />} />;
      };
    }),
  },
  {
    path: '/ai-insights',
    ...signedInPage(() => import('../features/ai-insights/pages/ai-insights-page').then((m) => m.AiInsightsPage)),
  },
  {
    path: '/admin/keywords',
    ...signedInPage(() => import('../features/keywords/pages/keyword-admin-page').then((m) => m.KeywordAdminPage)),
  },
  { path: '*', element: <NotFoundPage /> },
];
