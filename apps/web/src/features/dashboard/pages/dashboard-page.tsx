import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../components/tabs';
import { ThemeToggle } from '../../account';
import { useMe } from '../../auth';
import { EbayResultBanner } from '../../dashboard-overview';
import { DASHBOARD_TABS, DASHBOARD_TAB_IDS, type DashboardTabId } from '../dashboard-tabs';
// eBay connection (issue 7): the Welcome screen and the connection status badge.
import { EbayStatusBadge, dashboardOnboarding } from '../../ebay-connection';

const isTabId = (v: string | null): v is DashboardTabId => DASHBOARD_TAB_IDS.includes(v as DashboardTabId);

/**
 * The onboarding flow the dashboard shows in its Overview tab while onboarding
 * is not complete (spec part 3, section 2); the other tabs stay reachable
 * (issue 18). The eBay connection issue plugs its Welcome screen in by setting
 * ONBOARDING; completion returns to the overview.
 */
export type DashboardOnboarding = {
  /** false while the seller still has to onboard; undefined while that is being read. */
  useIsComplete: () => boolean | undefined;
  Flow: ComponentType<{ onComplete: () => void }>;
};
const ONBOARDING: DashboardOnboarding = dashboardOnboarding;

/** /app: the seller's dashboard. The selected tab lives in the URL (?tab=) so reloads and links keep it. */
export function DashboardPage() {
  const { me } = useMe();
  const onboardingComplete = ONBOARDING.useIsComplete();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const selected: DashboardTabId = isTabId(tabParam) ? tabParam : 'overview';
  const goToTab = (id: DashboardTabId) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === 'overview') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  const tab = DASHBOARD_TABS.find((t) => t.id === selected) ?? DASHBOARD_TABS[0];
  const profile = me.data?.profile;
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6">
      <EbayResultBanner />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Welcome, {me.data?.user.displayName}</h1>
        <div className="flex max-w-full min-w-0 items-center gap-2">
          {/* eBay connection (issue 7): green production, yellow elsewhere, red on failure. */}
          <EbayStatusBadge />
          <ThemeToggle />
        </div>
      </div>
      {profile ? (
        <dl aria-label="Your plan" className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <div>
            <dt className="sr-only">Plan</dt>
            <dd className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-700">
              {profile.subscription_plan === 'free' ? 'Free Plan' : 'Pro Plan'}
            </dd>
          </div>
          <div className="flex gap-1 text-slate-600 dark:text-slate-300">
            <dt>Listings this month:</dt>
            <dd className="font-medium tabular-nums">
              {profile.listings_used} of {profile.listings_limit}
            </dd>
          </div>
        </dl>
      ) : null}
      <div className="mt-4">
        {onboardingComplete === undefined ? (
          // Neither the tabs nor the Welcome screen until it is known which one to show.
          <p role="status" className="py-10 text-center text-slate-600 dark:text-slate-300">
            Loading your dashboard...
          </p>
        ) : (
          <Tabs
            label="Dashboard"
            selected={selected}
            onSelect={(id) => goToTab(id as DashboardTabId)}
            items={DASHBOARD_TABS.map((t) => ({
              id: t.id,
              label: t.label,
              badge: t.comingSoon ? 'Coming Soon' : undefined,
            }))}
          >
            {selected === 'overview' && onboardingComplete === false ? (
              <ONBOARDING.Flow onComplete={() => goToTab('overview')} />
            ) : (
              tab?.render({ goToTab })
            )}
          </Tabs>
        )}
      </div>
    </main>
  );
}
