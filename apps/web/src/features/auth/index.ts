// The auth feature's public surface for other features: the session hooks, the sign-in gate
// and the sign-in modal's modes. The app layer imports pages and lazily loaded parts by file
// so each stays in its own on-demand chunk.
export { useSignOut } from './api/auth-actions';
export { useMe, useSession } from './api/session';
export { SignInGate } from './components/sign-in-gate';
export type { AuthMode } from './components/sign-in-modal';
