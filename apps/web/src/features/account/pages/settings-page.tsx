import { Link2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/spinner';
import { useMe } from '../../auth';
import { ChangePasswordForm } from '../change-password-form';
import { DeleteMyDataSection } from '../delete-my-data-section';
import { ProfileForm } from '../profile-form';
import { ThemeChoice } from '../theme-choice';

const card = 'rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900';

/**
 * /settings (issue 9): profile, theme, the eBay connection and Delete all my
 * data. The eBay connection panel belongs to the eBay connection issue; the
 * route passes it in as `ebayConnection`.
 */
export function SettingsPage({ ebayConnection }: { ebayConnection?: ReactNode }) {
  const { me } = useMe();
  const { hash } = useLocation();
  const ready = Boolean(me.data);
  // The account menu's Connect eBay Account opens /settings#ebay: bring that section into view.
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
  if (!me.data) return <PageSpinner label="Loading your settings..." />;
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
      <div>
        <Link
          to="/app"
          className="inline-flex min-h-11 items-center text-sm text-brand-700 underline underline-offset-4 dark:text-brand-100"
        >
          Back to Dashboard
        </Link>
        <h1 className="text-2xl font-bold">Settings</h1>
      </div>
      <section aria-labelledby="profile-title" className={card}>
        <h2 id="profile-title" className="mb-3 text-lg font-semibold">
          Profile
        </h2>
        <ProfileForm me={me.data} />
      </section>
      <section aria-labelledby="password-title" className={card}>
        <h2 id="password-title" className="mb-3 text-lg font-semibold">
          Password
        </h2>
        <ChangePasswordForm />
      </section>
      <section aria-label="Appearance" className={card}>
        <ThemeChoice />
      </section>
      <section id="ebay" aria-labelledby="ebay-title" className={card}>
        <h2 id="ebay-title" className="flex items-center gap-2 text-lg font-semibold">
          <Link2 className="h-5 w-5" aria-hidden="true" /> eBay connection
        </h2>
        {ebayConnection ?? (
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            Coming next: connecting your eBay seller account, and seeing or removing that connection, will appear here.
          </p>
        )}
      </section>
      <DeleteMyDataSection userId={me.data.user.id} />
    </main>
  );
}
