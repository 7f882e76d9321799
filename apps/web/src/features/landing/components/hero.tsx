import { WAITLIST_SOURCES } from '@listlens/shared';
import { draftTimeText } from '../accuracy-claims';
import type { LandingUser } from '../api/landing-data';
import { useSignedInWaitlist } from '../use-signed-in-waitlist';
import { GoogleWaitlistButton } from './google-waitlist-button';
import { SignedInHero } from './signed-in-hero';
import { WaitlistForm } from './waitlist-form';

/** The hero (spec part 3, section 2): the product's promise and the two ways onto the waitlist. */
export function Hero({ user }: { user: LandingUser | null }) {
  const status = useSignedInWaitlist(user);
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-brand-50 to-white px-4 pt-12 pb-16 sm:pt-20 sm:pb-24"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
        <p className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
          Early access · 14-day free trial · no card needed
        </p>
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          Turn unused items into cash with AI-powered listings
        </h1>
        <p className="max-w-2xl text-lg text-slate-700">
          Photograph an item and ListLens drafts the whole listing in {draftTimeText()}: title, description, brand,
          size, colour, condition, category, keywords and price. Review it, then post it to eBay in one click.
        </p>
        {status ? (
          <SignedInHero status={status} />
        ) : (
          <div className="flex w-full max-w-md flex-col gap-3">
            <GoogleWaitlistButton />
            <div className="flex items-center gap-3 text-xs text-slate-600 uppercase" aria-hidden="true">
              <span className="h-px flex-1 bg-slate-300" /> or <span className="h-px flex-1 bg-slate-300" />
            </div>
            <WaitlistForm source={WAITLIST_SOURCES.hero} />
          </div>
        )}
      </div>
    </section>
  );
}
