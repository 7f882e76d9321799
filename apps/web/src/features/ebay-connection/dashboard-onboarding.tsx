import type { Onboarding } from '@listlens/shared';
import { useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useOnboarding } from './api/onboarding';
import { OnboardingWelcome } from './components/onboarding-welcome';
import { ONBOARDING_STEPS, stepsDone } from './onboarding-steps';

const allStepsDone = (onboarding: Onboarding) =>
  stepsDone(onboarding, onboarding.hasCompletedEbayConnection).size === ONBOARDING_STEPS.length;

// 'Continue to Dashboard' ends onboarding for the rest of this visit to the app
// (until a reload). It lives outside React because the dashboard asks "is
// onboarding complete?" in one place and the Welcome screen answers it in another.
let continued = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getContinued = () => continued;
function markContinued() {
  continued = true;
  for (const listener of listeners) listener();
}

/**
 * Whether the dashboard's Overview shows its figures (spec part 3: while
 * onboarding is not complete it shows the onboarding flow instead, here until
 * the four Welcome steps are done); undefined while unknown.
 * Once the Welcome screen has been shown it stays until the seller leaves it,
 * so 'eBay Connected Successfully!' is seen after connecting. A link straight
 * to a tab (?tab=...) is the seller's choice and shows that tab.
 */
export function useDashboardOnboardingComplete(): boolean | undefined {
  const [params] = useSearchParams();
  const onboarding = useOnboarding();
  const done = useSyncExternalStore(subscribe, getContinued);
  const [shown, setShown] = useState(false);
  const explicitTab = params.has('tab');
  // The Welcome screen leads to a first live listing (issue 18): it stays until its four steps are done.
  const incomplete = onboarding.data ? !allStepsDone(onboarding.data) : false;
  if (incomplete && !explicitTab && !done && !shown) setShown(true);
  // An unreadable record must not lock the seller out of the dashboard.
  if (explicitTab || done || onboarding.isError) return true;
  if (shown) return false;
  return onboarding.data ? !incomplete : undefined;
}

/** The Welcome screen as the dashboard hosts it. */
export function DashboardOnboardingFlow({ onComplete }: { onComplete: () => void }) {
  return (
    <OnboardingWelcome
      onContinue={() => {
        markContinued();
        onComplete();
      }}
    />
  );
}

/** What the dashboard plugs in (its DashboardOnboarding slot). */
export const dashboardOnboarding = { useIsComplete: useDashboardOnboardingComplete, Flow: DashboardOnboardingFlow };
