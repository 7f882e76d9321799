import { DASHBOARD_REFRESH_FLAG_KEY } from '@listlens/shared';

/** Tells the dashboard its figures changed (spec part 2, section 4.4 step 4: the refresh flag). */
export function flagDashboardRefresh(): void {
  try {
    localStorage.setItem(DASHBOARD_REFRESH_FLAG_KEY, 'true');
  } catch {
    // Without storage the dashboard still refreshes on visibility and with Refresh.
  }
}
