import {
  Barcode,
  Bot,
  Camera,
  Clock,
  DollarSign,
  Layers,
  LineChart,
  Search,
  Sparkles,
  Store,
  Tags,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { accuracyClaims, draftTimeText } from '../accuracy-claims';

// The copy sections of the landing page (spec part 3, sections 1 and 2), with
// DESIGN section 2's readings: four platforms named, eBay live and the others
// coming soon; a 14-day trial everywhere.

function SectionHeading({
  id,
  kicker,
  title,
  children,
}: {
  id: string;
  kicker: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{kicker}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-3 text-lg text-slate-700">{children}</p> : null}
    </div>
  );
}

type Card = { icon: LucideIcon; title: string; text: string };

function CardGrid({ cards, columns = 'sm:grid-cols-2 lg:grid-cols-3' }: { cards: Card[]; columns?: string }) {
  return (
    <ul className={`mx-auto mt-10 grid max-w-6xl gap-4 ${columns}`}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Icon className="h-8 w-8 text-brand-600" aria-hidden="true" />
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}

const PROBLEMS: Card[] = [
  {
    icon: Clock,
    title: 'Hours per item',
    text: 'Photos, research, a title, a description, item specifics: one listing by hand takes an evening.',
  },
  {
    icon: DollarSign,
    title: 'Guessed prices',
    text: 'Price too high and it sits for months; too low and you give money away.',
  },
  {
    icon: Search,
    title: 'Listings nobody finds',
    text: 'Without the keywords buyers search for, a good item never shows up in results.',
  },
];

export function ProblemSection() {
  return (
    <section aria-labelledby="problem-title" className="bg-slate-50 px-4 py-16 sm:py-20">
      <SectionHeading id="problem-title" kicker="The problem" title="Selling second-hand shouldn't be a second job">
        Most of the time goes into typing, not selling.
      </SectionHeading>
      <CardGrid cards={PROBLEMS} />
    </section>
  );
}

const BENEFITS: Card[] = [
  { icon: Timer, title: 'Less typing', text: 'ListLens does the research and the writing for you.' },
  {
    icon: Sparkles,
    title: `A draft in ${draftTimeText()}`,
    text: 'Your photos become an optimized listing, ready for your review.',
  },
  {
    icon: LineChart,
    title: 'Earn more',
    text: 'Prices from real sold listings, so you neither undersell nor wait months for a buyer.',
  },
  {
    icon: Store,
    title: 'Four marketplaces',
    text: 'eBay today; Facebook Marketplace, Craigslist and Poshmark are coming soon.',
  },
  // The accuracy the latest evaluation measured (docs/accuracy.md).
  { icon: Tags, ...accuracyClaims().benefit },
  {
    icon: Bot,
    title: 'AI Reseller Coach',
    text: 'Coming soon: a coach that reads marketplace sales data and tells you what to list next.',
  },
];

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="px-4 py-16 sm:py-20">
      <SectionHeading id="benefits-title" kicker="Why ListLens" title="More sales, less typing" />
      <CardGrid cards={BENEFITS} />
    </section>
  );
}

const STEPS = [
  {
    title: 'Snap photos',
    text: 'Photograph the item and its labels. ListLens reads the brand, size and material from tags and barcodes.',
  },
  {
    title: 'Let the AI draft it',
    text: `Title, description, item specifics, keywords and a price, in ${draftTimeText()}.`,
  },
  {
    title: 'Review and post',
    text: 'Fix anything you like, then publish to eBay in one click.',
  },
];

export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="bg-slate-50 px-4 py-16 sm:py-20">
      <SectionHeading id="how-title" kicker="How it works" title="Three steps from photo to listing" />
      <ol className="mx-auto mt-10 grid max-w-5xl gap-6 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-white p-6 text-center shadow-sm">
            <span
              aria-hidden="true"
              className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-3 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const FEATURES: Card[] = [
  { icon: Camera, title: 'Photo to listing', text: 'Upload from your phone or computer, several photos per item.' },
  { icon: Barcode, title: 'Tags and barcodes', text: 'Reads labels and scans barcodes to fill in the details.' },
  { icon: Search, title: 'SEO titles and keywords', text: '80-character titles and keywords buyers search for.' },
  { icon: DollarSign, title: 'Smart pricing', text: 'A suggested price and range from recent sold listings.' },
  { icon: Layers, title: 'Inventory tracking', text: 'Stock counts, low-stock alerts and CSV import and export.' },
  { icon: Store, title: 'One-click eBay posting', text: 'Your business policies, your account, no copy and paste.' },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="px-4 py-16 sm:py-20">
      <SectionHeading id="features-title" kicker="Features" title="Everything a reseller needs" />
      <CardGrid cards={FEATURES} />
    </section>
  );
}
