import { startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { AuthMode } from '../../auth';
import { LandingDataProvider, useLandingData, useRemote } from '../api/landing-data';
import { FaqSection } from '../components/faq-section';
import { FinalCallToAction } from '../components/final-cta';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';
import { BenefitsSection, FeaturesSection, HowItWorksSection, ProblemSection } from '../components/marketing-sections';
import { PriceCalculatorSection } from '../components/price-calculator-section';
import { PricingSection } from '../components/pricing-section';
import { StatsStrip } from '../components/stats-strip';
import { LandingHeader } from '../landing-header';
import { useLandingHost } from '../landing-host';

/**
 * The public landing page, its sections in the spec's order (part 3, section 2).
 * It reads its own data and gets navigation and sign-in from a LandingHost.
 */
export function LandingPage() {
  return (
    <LandingDataProvider>
      <LandingSections />
    </LandingDataProvider>
  );
}

function LandingSections() {
  const { request: state, SignIn } = useLandingHost();
  // `opened` counts openings: each one mounts the modal afresh in the mode asked for.
  const [modal, setModal] = useState<{ open: boolean; mode: AuthMode; opened: number }>({
    open: Boolean(state.showSignIn),
    mode: 'signin',
    opened: state.showSignIn ? 1 : 0,
  });
  const openModal = useCallback((mode: AuthMode) => setModal((m) => ({ open: true, mode, opened: m.opened + 1 })), []);
  // The first paint has the header, hero and stats strip; the sections below the
  // fold follow one at a time, each in its own task, so no long task holds up a
  // slow phone's main thread (Lighthouse's total blocking time; decision 078: all of
  // them in one deferred render made one commit of about 75 ms). They are only ever
  // added under what is on screen, so nothing visible moves. The elements are made
  // once, so a step renders its new section and not the ones already shown.
  const belowTheFold = useMemo(
    () => [
      <ProblemSection key="problem" />,
      <PriceCalculatorSection key="calculator" />,
      <BenefitsSection key="benefits" />,
      <HowItWorksSection key="how" />,
      <FeaturesSection key="features" />,
      <PricingSection key="pricing" onStartTrial={() => openModal('signup')} />,
      <FaqSection key="faq" />,
      <FinalCallToAction key="cta" />,
    ],
    [openModal],
  );
  const shown = useOneMoreEachTask(belowTheFold.length + 1);

  return (
    <>
      {/* Spec part 3, section 9: the landing page's meta price is 0 USD. */}
      <meta property="product:price:amount" content="0" />
      <meta property="product:price:currency" content="USD" />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <LandingHeader onSignIn={() => openModal('signin')} />
      <main id="main">
        <SessionHero />
        <StatsStrip />
        {belowTheFold.slice(0, shown)}
      </main>
      {shown > belowTheFold.length ? <LandingFooter /> : null}
      {modal.opened > 0 ? (
        <Suspense fallback={null}>
          <SignIn
            key={modal.opened}
            open={modal.open}
            mode={modal.mode}
            from={state.from}
            onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The hero for the session as it is read. Only it follows the session: the
 * store's update renders synchronously, and from the page's root it took every
 * section with it in one long task.
 */
function SessionHero() {
  const session = useRemote(useLandingData().session);
  return <Hero user={session.data?.user ?? null} />;
}

/**
 * A count from 0 up to `total`, one more after each commit, each step a
 * transition started in a new task: what a page adds part by part stays
 * interruptible and never holds the main thread for long.
 */
function useOneMoreEachTask(total: number): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= total) return;
    const next = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + 1))), 0);
    return () => clearTimeout(next);
  }, [count, total]);
  return count;
}
