import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { useManualToken } from '../api/manual-token';

/** Spec part 3, section 5: a blank manual token is refused with this text. */
export const BLANK_TOKEN_TEXT = 'Please enter a valid access token';

/**
 * The eBay connection prompt (spec part 3, section 2): Connect (the eBay
 * connection's own flow, given by the page's composer), the built-in emulator
 * in place of the spec's testing-mode mock connection, and manual token entry.
 */
export function ConnectionPrompt({
  environment,
  connect,
  reconnect = false,
}: {
  environment: 'emulator' | 'sandbox' | 'production';
  connect: ReactNode;
  reconnect?: boolean;
}) {
  return (
    <section
      aria-labelledby="connect-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="connect-title" className="text-lg font-semibold">
        {reconnect ? 'Reconnect your eBay account' : 'Connect your eBay account'}
      </h2>
      <p className="mt-1 text-sm">
        {environment === 'emulator'
          ? 'This ListLens runs with the built-in eBay emulator instead of a testing mode: connecting signs you in to the emulator, and nothing is posted to real eBay.'
          : 'ListLens posts to eBay with your permission; your eBay password never reaches ListLens.'}
      </p>
      <div className="mt-3 rounded-xl bg-white p-4 text-slate-900 dark:bg-slate-900 dark:text-slate-100">{connect}</div>
      <ManualTokenForm />
    </section>
  );
}

function ManualTokenForm() {
  const [token, setToken] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = useManualToken();
  // Only spaces typed: refused at once, as the button stays disabled while blank.
  const error = token.length > 0 && !token.trim() ? BLANK_TOKEN_TEXT : saveError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return setSaveError(BLANK_TOKEN_TEXT);
    setSaveError(null);
    save.mutate(token.trim(), {
      onSuccess: () => setToken(''),
      onError: (e) =>
        setSaveError(e instanceof ApiError ? (e.fieldErrors[0]?.message ?? e.message) : 'Failed to store token'),
    });
  };
  return (
    <details className="mt-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium">Enter a token manually</summary>
      <form onSubmit={submit} className="mt-2 flex flex-col gap-2" noValidate>
        <label htmlFor="manual-token" className="text-sm font-medium">
          eBay access token
        </label>
        <input
          id="manual-token"
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => {
            setToken(e.target.value);
            setSaveError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'manual-token-error' : undefined}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
        {error ? (
          <p id="manual-token-error" role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" disabled={!token.trim() || save.isPending}>
          {save.isPending ? 'Connecting...' : 'Connect with Token'}
        </Button>
      </form>
    </details>
  );
}
