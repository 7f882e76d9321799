import { Suspense, useDeferredValue, useState } from 'react';
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
  const session = useRemote(useLandingData().session);
  // `opened` counts openings: each one mounts the modal afresh in the mode asked for.
  const [modal, setModal] = useState<{ open: boolean; mode: AuthMode; opened: number }>({
    open: Boolean(state.showSignIn),
    mode: 'signin',
    opened: state.showSignIn ? 1 : 0,
  });
  const openModal = (mode: AuthMode) => setModal((m) => ({ open: true, mode, opened: m.opened + 1 }));
  // The first paint has the header, hero and stats strip; the sections below the
  // fold follow in a deferred, interruptible render, so no long task holds up a
  // slow phone's main thread (Lighthouse's total blocking time). They are only
  // ever added after what is on screen, so nothing visible moves.
  const belowTheFold = useDeferredValue(true, false);

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
        <Hero user={session.data?.user ?? null} />
        <StatsStrip />
        {belowTheFold ? (
          <>
            <ProblemSection />
            <PriceCalculatorSection />
            <BenefitsSection />
            <HowItWorksSection />
            <FeaturesSection />
            <PricingSection onStartTrial={() => openModal('signup')} />
            <FaqSection />
            <FinalCallToAction />
          </>
        ) : null}
      </main>
      {belowTheFold ? <LandingFooter /> : null}
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
