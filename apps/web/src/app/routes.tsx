import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ComingNext } from '../components/coming-next';
import { AuthCallbackPage } from '../features/auth/auth-callback-page';
import { RequireAuth } from '../features/auth/components/require-auth';
import { LandingPage } from '../features/landing/landing-page';
import { EbayResultRedirect, OAuthRouterPage } from '../features/oauth/oauth-router-page';
import { AppShell } from './app-shell';
import { DashboardPage } from './dashboard/dashboard-page';
import { NotFoundPage } from './not-found-page';

const signedIn = (page: ReactNode) => (
  <RequireAuth>
    <AppShell>{page}</AppShell>
  </RequireAuth>
);

const home = { backTo: '/', backLabel: 'Back to Home' };

/** Test and diagnostic pages of spec parts 1 and 3; they arrive with the eBay connection issue. */
const DIAGNOSTIC_PAGES: [string, string][] = [
  ['/test-connection', 'Connection Test'],
  ['/manual-token-exchange', 'Manual Token Exchange'],
  ['/ebay-token-test', 'eBay Token Test'],
  ['/auth-test', 'Auth Test'],
  ['/ebay-auth-test', 'eBay Auth Test'],
  ['/simple-ebay-auth-test', 'Simple eBay Auth Test'],
  ['/oauth-test', 'OAuth Routing Test Suite'],
  ['/oauth-debug', 'OAuth Debugger'],
  ['/supabase-test', 'Backend Test'],
  ['/network-test', 'Network Test'],
  ['/ai-accuracy-test', 'AI Accuracy Test Lab'],
];

/** Every route of the spec's route tables (part 1 section 2, part 3 section 2). */
export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/auth/callback', element: <AuthCallbackPage /> },
  { path: '/auth/ebay/callback', element: <ComingNext title="eBay Authentication" {...home} /> },
  { path: '/ebay/callback', element: <EbayResultRedirect /> },
  { path: '/oauth', element: <OAuthRouterPage /> },
  { path: '/oauth/*', element: <OAuthRouterPage /> },
  { path: '/privacy', element: <ComingNext title="Privacy Policy" {...home} /> },
  { path: '/terms', element: <ComingNext title="Terms of Service" {...home} /> },
  ...DIAGNOSTIC_PAGES.map(([path, title]) => ({ path, element: <ComingNext title={title} {...home} /> })),
  { path: '/app', element: signedIn(<DashboardPage />) },
  { path: '/capture', element: signedIn(<ComingNext title="Capture Photos" />) },
  { path: '/details/:itemId', element: signedIn(<ComingNext title="Item Details" />) },
  { path: '/preview/:itemId', element: signedIn(<ComingNext title="Listing Preview" />) },
  { path: '/ai-insights', element: signedIn(<ComingNext title="AI Insights" />) },
  { path: '/admin/keywords', element: signedIn(<ComingNext title="Keyword Auto-Promotion" />) },
  { path: '*', element: <NotFoundPage /> },
];
