import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { SignInForm } from './sign-in-form';

export type AuthMode = 'signin' | 'signup';

/** The sign-in modal of spec part 1, section 2: Sign In and Create Account, plus Google. */
export function SignInModal({
  open,
  onOpenChange,
  initialMode = 'signin',
  onSignedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: AuthMode;
  onSignedIn: () => void;
}) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const title = mode === 'signin' ? 'Sign In' : 'Create Account';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) setMode(initialMode);
        onOpenChange(next);
      }}
      title={title}
      description={
        mode === 'signin'
          ? 'Welcome back. Sign in to your ListLens account.'
          : 'Start turning photos into listings in minutes.'
      }
    >
      <SignInForm key={mode} mode={mode} onSignedIn={onSignedIn} />
      <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-300">
        {mode === 'signin' ? "Don't have an account?" : 'Already have an account?'}{' '}
        <button
          type="button"
          className="min-h-11 font-semibold text-brand-700 underline underline-offset-4"
          onClick={() => setMode(mode === 'signin' ? 'signup' : 'signin')}
        >
          {mode === 'signin' ? 'Create Account' : 'Sign In'}
        </button>
      </p>
    </Modal>
  );
}
