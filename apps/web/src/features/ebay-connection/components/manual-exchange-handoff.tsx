import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';

/**
 * The success page of a manual exchange (spec part 3): the seller copies this
 * address into the Manual Token Exchange page, which completes the connection.
 * It carries the one-time code, not a token.
 */
export function ManualExchangeHandoff({ address }: { address: string }) {
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-4">
      <h1 className="text-2xl font-bold">eBay Authorization Received</h1>
      <p className="text-slate-700">
        You started a manual exchange. Copy this page's address and paste it on the Manual Token Exchange page within 5
        minutes of getting the link.
      </p>
      <label htmlFor="success-address" className="text-sm font-medium">
        Success page address
      </label>
      <input
        id="success-address"
        readOnly
        value={address}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-11 rounded-lg border border-slate-300 px-3 font-mono text-sm"
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>Copy address</Button>
        <Link to="/manual-token-exchange" className={buttonClass('secondary')}>
          Go to Manual Token Exchange
        </Link>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {copied === 'done' ? 'Copied.' : copied === 'failed' ? 'Copying failed: select the address and copy it.' : ''}
      </p>
    </main>
  );
}
