import type { CategoryNode, TrendingItemsResult } from '@listlens/shared';
import { fetchCapabilities, fetchCategories, fetchTrendingItems, runItemAnalysisTest } from '../api/connection-tests';
import { ActionTest } from './action-test';

const SIGN_IN_FIRST = 'Sign in first';

function CategoryList({ nodes }: { nodes: CategoryNode[] }) {
  return (
    <ul className="ml-4 list-disc text-sm">
      {nodes.map((node) => (
        <li key={node.id}>
          {node.name} <span className="font-mono text-slate-600 dark:text-slate-400">({node.id})</span>
          {node.children.length > 0 ? <CategoryList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The test buttons of /test-connection (spec part 3, diagnostics): eBay
 * trending items, the token's capabilities, categories to depth 2, and the
 * AI engine on a built-in care label. All need sign-in.
 */
export function ConnectionTools({ signedIn }: { signedIn: boolean }) {
  const disabledReason = signedIn ? undefined : SIGN_IN_FIRST;
  return (
    <section aria-labelledby="tools-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="tools-title" className="text-lg font-semibold">
        More tests
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        <ActionTest
          name="eBay trending items"
          label="Test"
          failurePrefix="Failed to fetch trending items"
          run={fetchTrendingItems}
          disabledReason={disabledReason}
          details={(result) => <TrendingList items={result.items} />}
        />
        <ActionTest
          name="Trading API capabilities"
          label="Check Trading API capabilities"
          failurePrefix="eBay API configuration error"
          run={fetchCapabilities}
          disabledReason={disabledReason}
          details={(result) => (
            <ul className="mt-2 ml-4 list-disc text-sm">
              <li>Token: {result.tokenValid ? 'valid' : 'not valid'}</li>
              {result.capabilities.map((capability) => (
                <li key={capability.scope}>
                  {capability.name}: {capability.granted ? 'granted' : 'missing'}
                </li>
              ))}
            </ul>
          )}
        />
        <ActionTest
          name="eBay categories"
          label="Fetch categories"
          failurePrefix="Failed to fetch categories"
          failureHint="(The category call may require eBay OAuth authentication.)"
          run={fetchCategories}
          disabledReason={disabledReason}
          details={(result) => <CategoryList nodes={result.categories} />}
        />
        <ActionTest
          name="Item analysis"
          label="Test item analysis"
          pendingText="Analysing..."
          failurePrefix="Item analysis failed"
          run={runItemAnalysisTest}
          disabledReason={disabledReason}
          details={(result) => <AnalysisResult result={result} />}
        />
      </div>
    </section>
  );
}

/** The trending items eBay answered, each linked where it gave an address, with its price. */
function TrendingList({ items }: { items: TrendingItemsResult['items'] }) {
  return (
    <ol className="mt-2 ml-4 list-decimal text-sm">
      {items.map((item) => (
        <li key={item.itemId} className="break-words">
          {item.url ? (
            <a href={item.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
              {item.title}
            </a>
          ) : (
            item.title
          )}
          {item.price ? ` - ${item.price.value} ${item.price.currency}` : ''}
        </li>
      ))}
    </ol>
  );
}

/** What the AI engine read from the built-in care label, and how long it took. */
function AnalysisResult({ result }: { result: Awaited<ReturnType<typeof runItemAnalysisTest>> }) {
  return (
    <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-medium">Brand</dt>
      <dd>{result.brand}</dd>
      <dt className="font-medium">Size</dt>
      <dd>{result.size}</dd>
      <dt className="font-medium">Material</dt>
      <dd>{result.material ?? 'Not found'}</dd>
      <dt className="font-medium">Title</dt>
      <dd className="break-words">{result.title}</dd>
      <dt className="font-medium">Time taken</dt>
      <dd className="tabular-nums">{(result.durationMs / 1000).toFixed(1)} s</dd>
    </dl>
  );
}
