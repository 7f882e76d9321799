import {
  DASHBOARD_TEXT,
  DEFAULT_PLATFORMS,
  livePlatforms,
  postToPlatformsLabel,
  type BusinessPolicyIds,
  type PlatformId,
  type PostingPreview,
} from '@listlens/shared';
import { ArrowLeft, Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { PageSpinner, Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useListingItem } from '../api/listing-item';
import { usePostingPreview } from '../api/posting-preview';
import { usePublishListing } from '../api/publish-listing';
import { platformCount, postBlocker } from '../posting-rules';
import { ConnectionPrompt } from '../components/connection-prompt';
import { ListingPreviewCard } from '../components/listing-preview-card';
import { PhotoReview } from '../components/photo-review';
import { PlatformChooser } from '../components/platform-chooser';
import { PolicySelectors } from '../components/policy-selectors';
import { PostFailure, PostProblems } from '../components/post-problems';
import { PostSuccess } from '../components/post-success';
import { ScopeCheck } from '../components/scope-check';

/**
 * /preview/{itemId} (spec part 3, section 2): the listing preview, the platform
 * chooser, the eBay connection and its scopes, the business policies and
 * 'Post to N Platforms'. Posting queues a job; the page follows it until the
 * listing is live (the success screen) or failed (eBay's errors in full).
 * `connect` is the eBay connection's own Connect flow, given by the route.
 */
export function PreviewPage({ connect }: { connect?: (returnPath: string) => ReactNode }) {
  const { itemId = '' } = useParams();
  const item = useListingItem(itemId);
  const preview = usePostingPreview(itemId);
  const publish = usePublishListing(itemId);
  const [selected, setSelected] = useState<PlatformId[]>(DEFAULT_PLATFORMS);
  const [policies, setPolicies] = useState<Partial<BusinessPolicyIds>>({});
  // The flagged photos the seller ticked the confirmation for; a photo flagged later is not covered.
  const [confirmedIds, setConfirmedIds] = useState<string[]>([]);

  const back = <BackToDetails itemId={itemId} />;
  const notFound = [item.error, preview.error].some((e) => e instanceof ApiError && e.status === 404);
  if (item.isPending || preview.isPending) return <PageSpinner label="Loading listing preview..." />;
  if (notFound || item.isError || preview.isError) {
    return (
      <PreviewUnavailable
        back={back}
        notFound={notFound}
        onRetry={() => void Promise.all([item.refetch(), preview.refetch()])}
      />
    );
  }

  const { listing, connection, problems, photosToConfirm } = preview.data;
  // An item already live opens on the success screen (section 2).
  if (listing?.status === 'active') {
    return (
      <main className="mx-auto max-w-3xl px-4 py-6">
        {back}
        <PostSuccess listing={listing} />
      </main>
    );
  }

  const ebayChosen = livePlatforms(selected).includes('ebay');
  const publishing = listing?.status === 'publishing' || publish.isPending;
  const photosConfirmed = photosToConfirm.every((p) => confirmedIds.includes(p.id));
  const blocker = blockerOf(preview.data, selected, policies, photosConfirmed);
  const post = () =>
    publish.mutate({
      itemId,
      platforms: livePlatforms(selected),
      policies: policies as BusinessPolicyIds,
      ...(photosToConfirm.length > 0 ? { confirmedPhotoIds: photosToConfirm.map((p) => p.id) } : {}),
    });

  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      {back}
      <h1 className="mt-2 text-2xl font-bold">Listing Preview</h1>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[2fr_3fr]">
        <ListingPreviewCard item={item.data} />
        <div className="flex flex-col gap-4">
          <PlatformChooser selected={selected} onChange={setSelected} />
          {ebayChosen ? (
            <EbayPart
              connection={connection}
              connect={connect?.(`/preview/${itemId}`)}
              policies={policies}
              onPolicies={setPolicies}
            />
          ) : null}
          <PostProblems itemId={itemId} problems={problems} />
          <PhotoReview
            photos={photosToConfirm}
            confirmed={photosToConfirm.length > 0 && photosConfirmed}
            onConfirm={(ticked) => setConfirmedIds(ticked ? photosToConfirm.map((p) => p.id) : [])}
          />
          {listing?.status === 'failed' && listing.error && !publishing ? <PostFailure error={listing.error} /> : null}
          <PostButton
            publishing={publishing}
            blocker={blocker}
            platforms={platformCount(selected)}
            error={publish.error instanceof ApiError ? publish.error.message : null}
            onPost={post}
          />
        </div>
      </div>
    </main>
  );
}

/** What stops the post, in words, or null when it can go (posting-rules' postBlocker on this preview). */
const blockerOf = (
  { connection, problems, photosToConfirm }: PostingPreview,
  selected: PlatformId[],
  policies: Partial<BusinessPolicyIds>,
  photosConfirmed: boolean,
) =>
  postBlocker({
    selected,
    connected: connection.connected,
    needsReconnect: connection.needsReconnect,
    policies,
    problems,
    photosToConfirm: photosToConfirm.length,
    photosConfirmed,
  });

function BackToDetails({ itemId }: { itemId: string }) {
  return (
    <Link to={`/details/${encodeURIComponent(itemId)}`} className={buttonClass('ghost', '-ml-3')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Item Details
    </Link>
  );
}

/** The item or its preview could not be read: not found, or Try Again. */
function PreviewUnavailable({ back, notFound, onRetry }: { back: ReactNode; notFound: boolean; onRetry: () => void }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      {back}
      <section role="alert" className="mt-10 flex flex-col items-center gap-3 text-center">
        <h1 className="text-xl font-semibold">{notFound ? DASHBOARD_TEXT.itemNotFoundTitle : 'Listing preview'}</h1>
        <p className="max-w-md text-slate-700 dark:text-slate-300">
          {notFound ? DASHBOARD_TEXT.itemNotFound : DASHBOARD_TEXT.loadItemFailed}
        </p>
        {notFound ? null : (
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </section>
    </main>
  );
}

/** eBay chosen: Connect (or Reconnect) until connected, then the token's scopes and the business policies. */
function EbayPart({
  connection,
  connect,
  policies,
  onPolicies,
}: {
  connection: PostingPreview['connection'];
  connect: ReactNode;
  policies: Partial<BusinessPolicyIds>;
  onPolicies: (next: Partial<BusinessPolicyIds>) => void;
}) {
  return (
    <>
      {!connection.connected || connection.needsReconnect ? (
        <ConnectionPrompt
          environment={connection.environment}
          reconnect={connection.needsReconnect}
          connect={connect}
        />
      ) : null}
      {connection.connected ? <ScopeCheck connection={connection} /> : null}
      {connection.connected && !connection.needsReconnect ? (
        <PolicySelectors value={policies} onChange={onPolicies} />
      ) : null}
    </>
  );
}

/** Why the last Post was refused, Post to N Platforms, and what stops it or what it is doing. */
function PostButton({
  publishing,
  blocker,
  platforms,
  error,
  onPost,
}: {
  publishing: boolean;
  blocker: string | null;
  platforms: number;
  error: string | null;
  onPost: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <Button onClick={onPost} disabled={blocker !== null || publishing} aria-describedby="post-hint">
          {publishing ? <Spinner className="h-4 w-4" /> : <Send className="h-4 w-4" aria-hidden="true" />}
          {publishing ? 'Posting to eBay...' : postToPlatformsLabel(platforms)}
        </Button>
        <p id="post-hint" role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {publishing
            ? 'ListLens is posting your listing. You can leave this page; the post carries on.'
            : (blocker ?? 'Ready to post.')}
        </p>
      </div>
    </>
  );
}
