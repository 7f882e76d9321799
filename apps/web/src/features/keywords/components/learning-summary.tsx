import type { LearningSummary as Summary } from '@listlens/shared';
import { BookOpen, CheckCircle2, Sparkles, ThumbsUp } from 'lucide-react';
import { StatTiles } from '../../../components/stat-tiles';

const tone = 'text-brand-700 dark:text-brand-100';
const count = (value: number) => value.toLocaleString('en-US');

/** The summary tiles, over every brand/category of the seller (not only the 10 listed). */
export function LearningSummary({ summary }: { summary: Summary }) {
  return (
    <StatTiles
      label="Summary"
      tiles={[
        { label: 'Brands learning', value: count(summary.brandsTracked), Icon: BookOpen, tone },
        { label: 'Ready to promote', value: count(summary.readyForPromotion), Icon: CheckCircle2, tone },
        { label: 'Approved submissions', value: count(summary.approvedSubmissions), Icon: ThumbsUp, tone },
        { label: 'Promoted keywords', value: count(summary.promotedKeywords), Icon: Sparkles, tone },
      ]}
    />
  );
}
