import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/tabs';
import { useMe } from '../../features/auth/api/session';
import { DASHBOARD_TABS, DASHBOARD_TAB_IDS, type DashboardTabId } from './dashboard-tabs';

const isTabId = (v: string | null): v is DashboardTabId => DASHBOARD_TAB_IDS.includes(v as DashboardTabId);

/** /app: the seller's dashboard. The selected tab lives in the URL (?tab=) so reloads and links keep it. */
export function DashboardPage() {
  const { me } = useMe();
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
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Welcome, {me.data?.user.displayName}</h1>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
          {me.data?.profile.subscription_plan === 'free' ? 'Free Plan' : 'Pro Plan'}
        </p>
      </div>
      <div className="mt-4">
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
          {tab?.render({ goToTab })}
        </Tabs>
      </div>
    </main>
  );
}
