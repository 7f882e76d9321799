import type { BarcodeResult } from '@listlens/shared';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useProductLookup } from '../api/product-lookup';

/** A scanned code and what the product databases know about it (spec part 2, section 4.3). */
export function ProductInfoCard({ barcode, onScanAgain }: { barcode: BarcodeResult; onScanAgain: () => void }) {
  const lookup = useProductLookup(barcode.code);
  const info = lookup.data?.productInfo;
  return (
    <section
      aria-label="Scanned barcode"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 className="font-semibold">Barcode found</h3>
      <p className="mt-1 font-mono text-lg" aria-label="Barcode">
        {barcode.code}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {barcode.format} · confidence {Math.round(barcode.confidence * 100)}%
      </p>
      {lookup.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-slate-600">
          <Spinner /> Looking up the product…
        </p>
      ) : lookup.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          The product could not be looked up. Please try again.
        </p>
      ) : (
        <div className="mt-3">
          {lookup.data?.found && info ? (
            <div className="flex gap-3">
              {info.imageUrl ? <img src={info.imageUrl} alt="" className="h-20 w-20 rounded object-contain" /> : null}
              <div>
                <p className="font-semibold">{info.title}</p>
                {info.brand ? <p className="text-sm">Brand: {info.brand}</p> : null}
                {info.category ? <p className="text-sm">Category: {info.category.replace('_', ' & ')}</p> : null}
                {info.description ? <p className="mt-1 text-sm text-slate-600">{info.description}</p> : null}
              </div>
            </div>
          ) : (
            <p>No product with this code was found in the product databases.</p>
          )}
          {info?.specifications ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              {Object.entries(info.specifications).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-slate-600 dark:text-slate-300">{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {info?.source ? <p className="mt-2 text-xs text-slate-500">Source: {info.source}</p> : null}
        </div>
      )}
      <Button variant="secondary" className="mt-3" onClick={onScanAgain}>
        Scan Again
      </Button>
    </section>
  );
}
