import { WAITLIST_FAILURE, WAITLIST_INVALID_EMAIL, WAITLIST_SUCCESS, isWaitlistEmail } from '@listlens/shared';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/button';
import { joinWaitlist } from '../api/join-waitlist';
import { useLandingData } from '../api/landing-data';
import { LandingFetchError } from '../api/landing-fetch';

/** The server's own words for a bad address or too many tries; anything else is the spec's generic text. */
function messageOf(error: unknown): string {
  if (!(error instanceof LandingFetchError)) return WAITLIST_FAILURE;
  if (error.status === 400) return error.fieldMessage ?? WAITLIST_INVALID_EMAIL;
  if (error.status === 429) return error.message;
  return WAITLIST_FAILURE;
}

/**
 * The e-mail waitlist form (spec part 3, sections 2 and 5): idle, loading,
 * success, error. `source` names the section it sits in; `website` is a
 * honeypot that people never see and form-filling bots fill in.
 */
export function WaitlistForm({ source, tone = 'light' }: { source: string; tone?: 'light' | 'dark' }) {
  const id = useId();
  const { waitlistCount } = useLandingData();
  const [join, setJoin] = useState<{ status: 'idle' | 'pending' | 'success' } | { status: 'error'; error: unknown }>({
    status: 'idle',
  });
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isWaitlistEmail(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setJoin({ status: 'pending' });
    joinWaitlist({ email: email.trim(), source, website: website || undefined }).then(
      ({ alreadyJoined }) => {
        setJoin({ status: 'success' });
        // A new sign-up shows in the stats strip's count.
        if (!alreadyJoined) void waitlistCount.reload();
      },
      (error: unknown) => setJoin({ status: 'error', error }),
    );
  };

  if (join.status === 'success') {
    return <Joined tone={tone} />;
  }

  const error = invalid ? WAITLIST_INVALID_EMAIL : join.status === 'error' ? messageOf(join.error) : null;
  return (
    <form noValidate onSubmit={submit} className="w-full" aria-label="Join the waitlist">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500"
        />
        <Honeypot id={`${id}-website`} value={website} onChange={setWebsite} />
        <button
          type="submit"
          disabled={join.status === 'pending'}
          className={buttonClass(tone === 'dark' ? 'secondary' : 'primary', 'px-6')}
        >
          {join.status === 'pending' ? 'Joining...' : 'Join the Waitlist'}
        </button>
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className={`mt-2 text-sm font-medium ${tone === 'dark' ? 'text-white' : 'text-red-700'}`}
        >
          {error}
        </p>
      ) : null}
    </form>
  );
}

function Joined({ tone }: { tone: 'light' | 'dark' }) {
  return (
    <p
      role="status"
      className={`flex items-center justify-center gap-2 rounded-lg px-4 py-3 font-medium ${tone === 'dark' ? 'bg-white/10 text-white' : 'bg-green-50 text-green-800'}`}
    >
      <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
      {WAITLIST_SUCCESS}
    </p>
  );
}

/** A field people never see (it sits off screen, hidden from screen readers) and form-filling bots fill in. */
function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="absolute -left-[9999px]" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
