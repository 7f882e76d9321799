import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { useManualExchange } from '../api/manual-exchange';
import { useSetManualToken } from '../api/manual-token';
import { startEbayConnect } from '../api/start-connect';
import { SUCCESS_REDIRECT_MS } from '../connect-schedule';
import { forgetManualExchange, rememberManualExchange } from '../manual-exchange-marker';
import { MANUAL_EXCHANGE_TEXT, pastedUrlProblem } from '../manual-exchange-input';
import { PageFrame } from '../../../components/page-frame';
import { SignedInOnly } from '../components/signed-in-only';

const DONE_PATH = '/app?ebay_connected=true';
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/**
 * Manual eBay authorization (spec part 3, diagnostics): a fresh consent link
 * opened in a new tab, then the success page's address pasted here within
 * 5 minutes. A pasted access token is the other way in (7200 s).
 */
export function ManualTokenExchangePage() {
  return (
    <PageFrame
      title="Manual Token Exchange"
      intro="Connect eBay by hand when the automatic window does not work."
      back={{ to: '/app', label: 'Back to Dashboard' }}
    >
      <SignedInOnly>
        <ExchangeSection />
        <ManualTokenSection />
      </SignedInOnly>
    </PageFrame>
  );
}

function ExchangeSection() {
  const navigate = useNavigate();
  const link = useMutation({ mutationFn: () => startEbayConnect(DONE_PATH) });
  const exchange = useManualExchange();
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!exchange.isSuccess) return;
    const timer = setTimeout(() => navigate(DONE_PATH), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [exchange.isSuccess, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = pastedUrlProblem(pasted);
    setProblem(found);
    if (found) return;
    exchange.mutate(pasted.trim(), { onSuccess: forgetManualExchange });
  };

  return (
    <section aria-labelledby="exchange-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="exchange-title" className="text-lg font-semibold">
        Authorize with a link
      </h2>
      <ol className="mt-2 list-decimal pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>Get a fresh authorization link and open it: eBay asks you to agree.</li>
        <li>eBay then shows a success page. Copy its address from the address bar.</li>
        <li>Paste the address below within 5 minutes.</li>
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={link.isPending}
          onClick={() => link.mutate(undefined, { onSuccess: (started) => rememberManualExchange(started.state) })}
        >
          {link.isPending ? 'Getting link...' : 'Get Authorization Link'}
        </Button>
        {link.data ? (
          <a href={link.data.authUrl} target="_blank" rel="noopener" className={buttonClass('primary')}>
            Open eBay authorization page
          </a>
        ) : null}
      </div>
      {link.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {messageOf(link.error)}
        </p>
      ) : null}
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3">
        <FormField
          label="Success page address"
          placeholder="https://.../auth/ebay/callback?code=...&state=..."
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          error={problem ?? undefined}
          autoComplete="off"
        />
        {exchange.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {messageOf(exchange.error)}
          </p>
        ) : null}
        {exchange.isSuccess ? (
          <p role="status" className="text-sm font-medium text-green-800">
            eBay account connected! Taking you to your dashboard...
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={exchange.isPending || exchange.isSuccess}>
            {exchange.isPending ? 'Connecting...' : 'Complete Connection'}
          </Button>
          <Link to="/app" className={buttonClass('ghost')}>
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}

function ManualTokenSection() {
  const save = useSetManualToken();
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return setProblem(MANUAL_EXCHANGE_TEXT.missingToken);
    setProblem(null);
    // The token goes to the server and is not kept here: the field is cleared on success.
    save.mutate(token.trim(), { onSuccess: () => setToken('') });
  };
  const fieldError = problem ?? (save.error instanceof ApiError ? save.error.fieldErrors[0]?.message : undefined);
  return (
    <section aria-labelledby="token-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="token-title" className="text-lg font-semibold">
        Use an access token
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Paste a user access token from eBay's developer tools. ListLens assumes it lasts 2 hours (7200 s).
      </p>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <FormField
          label="Access token"
          type="password"
          autoComplete="off"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          error={fieldError}
        />
        {save.isError && !fieldError ? (
          <p role="alert" className="text-sm text-red-700">
            {messageOf(save.error)}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p role="status" className="text-sm font-medium text-green-800">
            Token saved: eBay is connected{save.data.ebayUsername ? ` as ${save.data.ebayUsername}` : ''}.
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={!token.trim() || save.isPending}>
            {save.isPending ? 'Connecting...' : 'Connect'}
          </Button>
        </div>
      </form>
    </section>
  );
}
