import { CircleHelp } from 'lucide-react';

/** The how-to panel of spec part 2, section 2.3. */
export function SkuHelpPanel() {
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
        <CircleHelp aria-hidden="true" className="h-5 w-5 text-brand-600" /> How to assign SKUs
      </summary>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-700 dark:text-slate-200">
        <li>Tick the photos that show one item (Select All picks every photo).</li>
        <li>Type the item&apos;s SKU. It must end with digits, for example ABC-123.</li>
        <li>Press Assign. The photos get a SKU badge; together they become one listing.</li>
        <li>Rotate Left and Rotate Right turn the ticked photos; Delete removes them for good.</li>
        <li>
          Printed SKU labels? Photograph a label (QR code or Code 128 barcode) before each item&apos;s photos, then
          press Group by Label Photos: each run of photos after a label gets that label&apos;s SKU, and the label photos
          are removed.
        </li>
        <li>When every photo has a SKU, move on to Generate Listings.</li>
      </ol>
    </details>
  );
}
