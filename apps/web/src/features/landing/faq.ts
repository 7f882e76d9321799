// The FAQ (spec part 3, section 1: it mentions a commission plan at 5% per sale
// and a monthly plan), with DESIGN section 2's readings of platforms, trial and refunds.

import { accuracyClaims } from './accuracy-claims';

export type FaqEntry = { question: string; answer: string };

export const FAQ: FaqEntry[] = [
  {
    question: 'How does ListLens work?',
    answer:
      'You photograph an item and its labels. ListLens reads the brand, size and material, drafts the title, description, item specifics and keywords, and suggests a price from recent sold listings. You review the draft and post it to eBay in one click.',
  },
  {
    question: 'Which marketplaces can I sell on?',
    answer:
      'eBay is live today. Facebook Marketplace, Craigslist and Poshmark are coming soon, and your listings will carry over.',
  },
  {
    question: 'How accurate is the AI?',
    // The figures the latest evaluation measured (docs/accuracy.md), never a number nobody measured.
    answer: accuracyClaims().faqAnswer,
  },
  {
    question: 'How much does it cost?',
    answer:
      'A monthly plan from $29 a month (Starter, Pro or Enterprise), or save 20% by paying annually. If you prefer to pay only when you sell, a commission plan at 5% per sale is available too.',
  },
  {
    question: 'Is there a free trial?',
    answer: 'Yes: every plan starts with a 14-day free trial, and no card is needed to start.',
  },
  {
    question: 'Can I get my money back?',
    answer:
      'Yes. The 30-day money-back guarantee covers your first payment: ask within 30 days and we refund it. Other fees are non-refundable.',
  },
  {
    question: 'Do I need an eBay account?',
    answer:
      'Yes, to publish. You connect your own eBay seller account once; ListLens posts with your business policies.',
  },
];
