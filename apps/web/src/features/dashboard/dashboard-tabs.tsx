import type { ReactNode } from 'react';
import { OverviewTab } from '../dashboard-overview';
import { SkuScreen, UploadScreen } from '../photos';
import { InventoryScreen } from '../inventory';
import { GenerateScreen } from '../generate';

/** The dashboard's tabs, in the spec's order (part 3, section 2). */
export const DASHBOARD_TAB_IDS = ['overview', 'upload', 'skus', 'generate', 'inventory', 'publish', 'coach'] as const;
export type DashboardTabId = (typeof DASHBOARD_TAB_IDS)[number];

export type DashboardTabContext = {
  /** Switch tabs, e.g. upload -> skus after a completed upload (spec part 3, section 2). */
  goToTab: (id: DashboardTabId) => void;
};

export type DashboardTab = {
  id: DashboardTabId;
  label: string;
  /** Publish and coach are marked Coming Soon by the spec itself. */
  comingSoon?: boolean;
  render: (context: DashboardTabContext) => ReactNode;
};

function ComingSoon({ what }: { what: string }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 text-center dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">{what}</h2>
      <p className="mt-1 text-slate-600">Coming Soon</p>
    </section>
  );
}

/**
 * One entry per tab. A feature plugs in by replacing its entry's `render` with
 * its own component; the features know nothing of the dashboard, this file composes their index.ts exports.
 */
export const DASHBOARD_TABS: DashboardTab[] = [
  { id: 'overview', label: 'Overview', render: () => <OverviewTab /> },
  { id: 'upload', label: 'Upload', render: ({ goToTab }) => <UploadScreen onUploaded={() => goToTab('skus')} /> },
  { id: 'skus', label: 'SKUs', render: ({ goToTab }) => <SkuScreen onAllAssigned={() => goToTab('generate')} /> },
  { id: 'generate', label: 'Generate', render: () => <GenerateScreen /> },
  { id: 'inventory', label: 'Inventory', render: () => <InventoryScreen /> },
  { id: 'publish', label: 'Publish', comingSoon: true, render: () => <ComingSoon what="Publish Listings" /> },
  { id: 'coach', label: 'AI Coach', comingSoon: true, render: () => <ComingSoon what="AI Reseller Coach" /> },
];
