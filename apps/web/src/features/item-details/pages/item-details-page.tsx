import { DASHBOARD_TEXT, deleteItemConfirmText, type Item, type ItemDetails } from '@listlens/shared';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDeleteItem } from '../api/delete-item';
import { useItemDetails } from '../api/item-details';
import { optimizationTips } from '../optimization-tips';
import { AiAnalysisCard } from '../components/ai-analysis-card';
import { ItemFacts } from '../components/item-facts';
import { ItemPhotos } from '../components/item-photos';
import { Description, ItemSpecifics, ScoreCards } from '../components/item-quality';
import { KeywordEditor } from '../components/keyword-editor';
import { ListingStatusCard, OptimizationTipsCard, ReadyToListCard } from '../components/listing-cards';
import { PricingInsightsCard } from '../components/pricing-insights-card';

/** A live listing's price is the seller's price, whatever the item's own final price says (issue 18, point 4). */
const withLivePrice = ({ item, listing }: ItemDetails): Item =>
  listing?.status === 'active' && listing.price !== null ? { ...item, final_price: listing.price } : item;

/**
 * /details/{itemId} (spec part 3, section 2). `listingStatus` is the slot for
 * the posting feature's Listing Status card (live status, End listing); the
 * card here is the read-only stand-in.
 */
export function ItemDetailsPage({ listingStatus }: { listingStatus?: (itemId: string) => ReactNode } = {}) {
  const { itemId = '' } = useParams();
  const navigate = useNavigate();
  const details = useItemDetails(itemId);
  const remove = useDeleteItem(itemId);
  const [confirming, setConfirming] = useState(false);
  const notFound = details.error instanceof ApiError && details.error.status === 404;

  const runDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => void navigate('/app', { replace: true }),
      onSettled: () => setConfirming(false),
    });
  const deleteError =
    remove.error instanceof ApiError && remove.error.code === 'conflict'
      ? remove.error.message
      : DASHBOARD_TEXT.deleteItemFailed;

  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex items-center justify-between gap-2">
        <Link to="/app" className={buttonClass('ghost', '-ml-3')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Dashboard
        </Link>
        {details.data ? (
          <Button variant="ghost" aria-label="Delete item" onClick={() => setConfirming(true)}>
            <Trash2 className="h-5 w-5 text-red-700 dark:text-red-300" aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      <h1 className="mt-2 text-2xl font-bold">Item Details</h1>
      {remove.isError ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
          {deleteError}
        </p>
      ) : null}
      {details.isPending ? (
        <PageSpinner label="Loading item details..." />
      ) : notFound ? (
        <section className="mt-10 flex flex-col items-center gap-3 text-center">
          <h2 className="text-xl font-semibold">{DASHBOARD_TEXT.itemNotFoundTitle}</h2>
          <p className="max-w-md text-slate-700 dark:text-slate-300">{DASHBOARD_TEXT.itemNotFound}</p>
          <Link to="/app" className={buttonClass('primary')}>
            Back to Dashboard
          </Link>
        </section>
      ) : details.isError ? (
        <section role="alert" className="mt-10 flex flex-col items-center gap-3 text-center">
          <p className="text-slate-800 dark:text-slate-200">{DASHBOARD_TEXT.loadItemFailed}</p>
          <Button variant="secondary" onClick={() => void details.refetch()}>
            Try Again
          </Button>
        </section>
      ) : (
        <DetailsCards details={details.data} listingStatus={listingStatus} />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this item?"
        description={deleteItemConfirmText(details.data?.listing?.status === 'active')}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={runDelete}
      />
    </main>
  );
}

/** The item's cards: photos and the AI's analysis; facts, quality, keywords, pricing, its listing and tips. */
function DetailsCards({
  details,
  listingStatus,
}: {
  details: ItemDetails;
  listingStatus?: (itemId: string) => ReactNode;
}) {
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_3fr]">
      <div className="flex flex-col gap-4">
        <ItemPhotos item={details.item} />
        <AiAnalysisCard item={details.item} />
      </div>
      <div className="flex flex-col gap-4">
        <ItemFacts item={details.item} />
        <ItemSpecifics item={details.item} />
        <ScoreCards item={details.item} compliance={details.readiness.compliance} />
        <Description item={details.item} />
        <KeywordEditor item={details.item} />
        <PricingInsightsCard item={withLivePrice(details)} />
        {details.listing ? (
          (listingStatus?.(details.item.id) ?? <ListingStatusCard listing={details.listing} />)
        ) : (
          <ReadyToListCard item={details.item} problems={details.readiness.problems} />
        )}
        <OptimizationTipsCard tips={optimizationTips(details.item, details.readiness.problems)} />
      </div>
    </div>
  );
}
