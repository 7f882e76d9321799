import { Link } from 'react-router';
import { LegalLayout, type LegalSection } from '../legal-layout';

// Terms of Service (spec part 3, sections 1 and 9: age 18 or older, the seller
// reviews AI-generated content, the provider may terminate accounts, 30 days'
// notice of price changes, subscription fees non-refundable), with DESIGN
// section 2's reading of refunds: the 30-day money-back guarantee covers the
// first payment; other fees are non-refundable.

const SECTIONS: LegalSection[] = [
  {
    title: 'Who may use ListLens',
    body: (
      <p>
        You must be 18 or older to create an account or use ListLens. By using it you confirm that you are, and that you
        may enter into these terms.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <p>
        Keep your sign-in details to yourself; you are responsible for what happens under your account. Tell us at once
        if you think someone else has used it.
      </p>
    ),
  },
  {
    title: 'AI-generated content',
    body: (
      <>
        <p>
          ListLens drafts titles, descriptions, item specifics, keywords and prices with artificial intelligence. These
          drafts can be wrong.
        </p>
        <p>
          You are responsible for reviewing all AI-generated content before you publish it, and for every listing you
          publish: that it is accurate, that you may sell the item, and that it follows the law and the marketplace's
          rules.
        </p>
      </>
    ),
  },
  {
    title: 'Marketplaces',
    body: (
      <p>
        ListLens publishes to eBay through your own seller account; Facebook Marketplace, Craigslist and Poshmark are
        coming soon. Each marketplace's own terms and fees apply to what you sell there. You can disconnect a
        marketplace at any time in Settings.
      </p>
    ),
  },
  {
    title: 'Plans, trial and price changes',
    body: (
      <>
        <p>
          Paid plans are billed monthly or annually in advance. Every plan starts with a 14-day free trial; no card is
          needed to start it.
        </p>
        <p>We give you at least 30 days' notice of any price change, before it applies to your next payment.</p>
      </>
    ),
  },
  {
    title: 'Refunds',
    body: (
      <p>
        Our 30-day money-back guarantee covers your first payment: ask within 30 days of it and we refund it in full.
        Apart from that, subscription fees are non-refundable, including for partly used billing periods.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <p>
        Do not use ListLens to list counterfeit, stolen or prohibited goods, to mislead buyers, or to interfere with the
        service or other sellers.
      </p>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        You may stop using ListLens and delete your data at any time. We may suspend or terminate accounts that break
        these terms or put buyers, sellers or the service at risk.
      </p>
    ),
  },
  {
    title: 'No warranty and liability',
    body: (
      <p>
        ListLens is provided as is. As far as the law allows, we are not liable for lost sales, wrong prices or listings
        a marketplace removes; our total liability is limited to what you paid us in the last 12 months.
      </p>
    ),
  },
  {
    title: 'Changes to these terms',
    body: (
      <p>
        We will tell you about important changes before they take effect. How we handle your data is in our{' '}
        <Link to="/privacy" className="text-brand-700 underline underline-offset-4">
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={<p>These terms govern your use of ListLens, the service that turns photos of your items into listings.</p>}
      sections={SECTIONS}
    />
  );
}
