import { Link } from 'react-router';
import { LegalLayout, type LegalSection } from '../legal-layout';

// Privacy Policy (spec part 3, sections 1 and 9), dated August 14, 2025.

const SECTIONS: LegalSection[] = [
  {
    title: 'What we collect',
    body: (
      <ul className="list-disc pl-5">
        <li>
          Your account: name, e-mail address, password (stored only as a hash) and, if you use Google, your Google
          profile's name and picture.
        </li>
        <li>What you put into ListLens: photos, items, listings, prices, keywords, inventory and sales.</li>
        <li>
          Your eBay connection: the tokens eBay issues, stored encrypted, never shown to anyone, and your eBay user
          name.
        </li>
        <li>Waitlist sign-ups: the e-mail address, where you signed up and when.</li>
      </ul>
    ),
  },
  {
    title: 'How we use it',
    body: (
      <p>
        To run ListLens for you: to analyse your photos, draft and publish your listings, track your stock and show your
        figures. We do not sell your data and do not use it for advertising.
      </p>
    ),
  },
  {
    title: 'Who we share it with',
    body: (
      <p>
        eBay, when you publish or sync listings; the AI provider, if the service is set up to use one, for the photos it
        analyses; and hosting providers that store data on our behalf. Each receives only what that task needs.
      </p>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        One cookie keeps you signed in. The browser also remembers a few settings, such as your theme. There are no
        advertising or tracking cookies.
      </p>
    ),
  },
  {
    title: 'Your choices',
    body: (
      <p>
        You can change your profile and delete all your data at any time in Settings: every item, listing, sale, photo
        and connection is removed, photo files included. You can also ask us to delete your account.
      </p>
    ),
  },
  {
    title: 'Security and retention',
    body: (
      <p>
        Data travels encrypted and marketplace tokens are encrypted at rest. We keep your data while your account exists
        and delete it when you ask.
      </p>
    ),
  },
  {
    title: 'Age',
    body: <p>ListLens is for people who are 18 or older. We do not knowingly collect data from anyone younger.</p>,
  },
  {
    title: 'Changes',
    body: (
      <p>
        We will tell you about important changes to this policy before they take effect. The rules for using ListLens
        are in our{' '}
        <Link to="/terms" className="text-brand-700 underline underline-offset-4">
          Terms of Service
        </Link>
        .
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={<p>This policy explains what ListLens keeps about you, why, and what you can do about it.</p>}
      sections={SECTIONS}
    />
  );
}
