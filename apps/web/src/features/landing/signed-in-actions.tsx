import { buttonClass } from '../../components/button';
import { useSignOut } from '../auth/api/auth-actions';

/** Sign Out in the landing header; loaded only for a signed-in visitor (see landing-header). */
export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" className={buttonClass('primary')} onClick={() => signOut.mutate()}>
      Sign Out
    </button>
  );
}
