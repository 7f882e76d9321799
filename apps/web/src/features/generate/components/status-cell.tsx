import {
  CHECK_ITEM_TYPE_TEXT,
  groupListingText,
  listingStatusLabel,
  problemsCountText,
  type GenerateGroup,
} from '@listlens/shared';
import { AlertTriangle, CheckCircle2, Circle, CircleCheckBig, ExternalLink, HelpCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { editFieldLink } from '../../../lib/edit-link';
import { confidenceText, isDrafted } from '../generate-logic';

const ICON_CLASS = 'h-4 w-4 shrink-0';

/** Section 4.4's status labels; Analyzing... with a spinner, needs_attention with its error text. */
export function StatusCell({ group }: { group: GenerateGroup }) {
  const label = listingStatusLabel(group.status, group.error);
  const confidence = confidenceText(group);
  const tone = {
    not_started: 'text-slate-700 dark:text-slate-300',
    analyzing: 'text-brand-700 dark:text-brand-100',
    ready: 'text-green-800 dark:text-green-300',
    needs_attention: 'text-red-800 dark:text-red-300',
    complete: 'text-green-900 dark:text-green-200',
  }[group.status];
  const icon = {
    not_started: <Circle className={ICON_CLASS} aria-hidden="true" />,
    analyzing: <Spinner className={ICON_CLASS} />,
    ready: <CheckCircle2 className={ICON_CLASS} aria-hidden="true" />,
    needs_attention: <AlertTriangle className={ICON_CLASS} aria-hidden="true" />,
    complete: <CircleCheckBig className={ICON_CLASS} aria-hidden="true" />,
  }[group.status] ?? <HelpCircle className={ICON_CLASS} aria-hidden="true" />;
  return (
    <div className="flex min-w-36 flex-col gap-0.5">
      <span className={`flex items-start gap-1.5 text-sm font-medium ${tone}`}>
        <span className="mt-0.5">{icon}</span>
        <span>{label}</span>
      </span>
      {group.queued ? <span className="text-xs text-slate-600 dark:text-slate-300">Waiting in queue</span> : null}
      {confidence ? <span className="text-xs text-slate-600 dark:text-slate-300">{confidence} confidence</span> : null}
      <Readiness group={group} />
    </div>
  );
}

/**
 * A finished draft's readiness for eBay (issue 14): Ready to post, or its
 * problems' count opening the first one; for an item eBay has, where its listing stands instead.
 */
function Readiness({ group }: { group: GenerateGroup }) {
  if (!isDrafted(group)) return null;
  const item = group.item;
  const onEbay = groupListingText(group.listing);
  if (onEbay) return <OnEbay text={onEbay} url={group.listing?.url ?? null} />;
  const first = item.problems[0];
  return (
    <>
      {item.item_type_check ? (
        <Link to={editFieldLink(item.id, 'item_type')} className={TO_FIX}>
          {CHECK_ITEM_TYPE_TEXT}
        </Link>
      ) : null}
      {first ? (
        <Link to={editFieldLink(item.id, first.field)} className={TO_FIX}>
          {problemsCountText(item.problems.length)}
        </Link>
      ) : (
        <span className="text-xs font-medium text-green-800 dark:text-green-300">{problemsCountText(0)}</span>
      )}
    </>
  );
}

/** Live on eBay (spec part 3's words), linked to the listing's eBay page when there is one. */
function OnEbay({ text, url }: { text: string; url: string | null }) {
  if (!url) return <span className={ON_EBAY}>{text}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className={`${ON_EBAY} inline-flex min-h-11 items-center gap-1 underline underline-offset-2`}
    >
      {text}
      <ExternalLink className="h-3 w-3" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

const ON_EBAY = 'text-xs font-medium text-green-800 dark:text-green-300';

const TO_FIX =
  'inline-flex min-h-11 items-center text-xs font-medium text-amber-900 underline underline-offset-2 dark:text-amber-200';
