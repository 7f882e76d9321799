import {
  WAITLIST_GOOGLE_NOTIFY,
  WAITLIST_GOOGLE_SUCCESS,
  WAITLIST_JOINING,
  WAITLIST_WELCOME_TITLE,
} from '@listlens/shared';
import { CheckCircle2 } from 'lucide-react';
import { buttonClass } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import type { SignedInWaitlistStatus } from '../use-signed-in-waitlist';
import { LandingLink } from '../landing-host';

/** What the hero shows a signed-in seller (spec part 3, sections 2 and 4). */
export function SignedInHero({ status }: { status: SignedInWaitlistStatus }) {
  return (
    <div
      className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
      aria-live="polite"
    >
      {status === 'welcome' ? (
        <>
          <CheckCircle2 className="mx-auto h-10 w-10 text-green-700" aria-hidden="true" />
          <h2 className="mt-2 text-xl font-bold text-slate-900">{WAITLIST_WELCOME_TITLE}</h2>
          <p className="mt-1 text-slate-700">{WAITLIST_GOOGLE_SUCCESS}</p>
          <p className="text-slate-700">{WAITLIST_GOOGLE_NOTIFY}</p>
        </>
      ) : status === 'failed' ? (
        <p className="text-slate-700">You're signed in. Your dashboard is ready.</p>
      ) : (
        <p className="flex items-center justify-center gap-2 text-slate-700">
          <Spinner className="h-4 w-4 text-brand-600" />
          {status === 'joining' ? WAITLIST_JOINING : 'Taking you to your dashboard...'}
        </p>
      )}
      <LandingLink to="/app" className={buttonClass('primary', 'mt-4 px-6')}>
        Go to Dashboard
      </LandingLink>
    </div>
  );
}
