import { useMe } from '../features/auth/api/session';
import { ComingNext } from '../components/coming-next';

export function DashboardPage() {
  const { me } = useMe();
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <h1 className="text-2xl font-bold">Welcome, {me.data?.user.displayName}</h1>
        <p className="text-slate-600">{me.data?.profile.subscription_plan === 'free' ? 'Free Plan' : 'Pro Plan'}</p>
      </div>
      <ComingNext title="Dashboard" backTo="/" backLabel="Back to Home" />
    </>
  );
}
