import { AlertTriangle, CheckCircle2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ebayBannerFor, type EbayBanner } from '../ebay-result';

/**
 * The eBay connection result banner (spec part 3, section 2): read from
 * ebay_connected / ebay_error, shown 10 s or 15 s, the parameters then removed.
 */
export function EbayResultBanner() {
  const [params, setParams] = useSearchParams();
  const found = ebayBannerFor(params);
  const [banner, setBanner] = useState<EbayBanner | null>(null);
  const [takenFrom, setTakenFrom] = useState('');
  const query = params.toString();
  // Taken while rendering (not in an effect) so the banner shows in the same paint.
  if (found && takenFrom !== query) {
    setTakenFrom(query);
    setBanner(found);
  } else if (!found && takenFrom !== '') {
    setTakenFrom('');
  }

  useEffect(() => {
    if (!found) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('ebay_connected');
        next.delete('ebay_error');
        return next;
      },
      { replace: true },
    );
  }, [found, setParams]);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), banner.ms);
    return () => clearTimeout(timer);
  }, [banner]);

  if (!banner) return null;
  const success = banner.kind === 'success';
  const Icon = success ? CheckCircle2 : AlertTriangle;
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={`mb-4 flex items-start gap-3 rounded-xl border px-4 py-3 ${success ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 font-medium">{banner.text}</p>
      <button
        type="button"
        onClick={() => setBanner(null)}
        aria-label="Dismiss"
        className="-my-2 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
