import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setMode(initialMode);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[95vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <div className="flex items-start justify-between">
            <Dialog.Title className="text-2xl font-bold">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100"
              aria-label="Close"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {mode === 'signin'
              ? 'Welcome back. Sign in to your ListLens account.'
              : 'Start turning photos into listings in minutes.'}
          </Dialog.Description>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
