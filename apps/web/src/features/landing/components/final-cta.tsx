import { WAITLIST_SOURCES } from '@listlens/shared';
import { WaitlistForm } from './waitlist-form';

/** The final call to action (spec part 3, section 2). */
export function FinalCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-700 px-4 py-16 text-center text-white sm:py-20">
      <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
        Ready to turn unused items into cash?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-lg text-brand-50">
        Join the waitlist for early access and a 14-day free trial. No card needed.
      </p>
      <div className="mx-auto mt-6 max-w-md">
        <WaitlistForm source={WAITLIST_SOURCES.finalCallToAction} tone="dark" />
      </div>
    </section>
  );
}
