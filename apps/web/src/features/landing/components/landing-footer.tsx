import { CONTACT_EMAIL } from '@listlens/shared';
import { LogoMark } from '../../../components/logo';
import { LandingLink } from '../landing-host';

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center text-slate-300 underline-offset-4 hover:text-white hover:underline';

/**
 * Footer (spec part 3, section 2): links, the contact e-mail, live chat hours
 * and the mobile apps. The apps and the chat are not there yet, so they are
 * named as coming, not linked.
 */
export function LandingFooter() {
  return (
    <footer className="bg-slate-900 px-4 py-12 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="h-8 w-8 text-brand-600" /> ListLens
          </p>
          <p className="mt-2 text-sm">AI listings for second-hand sellers.</p>
        </div>
        <nav aria-label="Product">
          <h2 className="font-semibold text-white">Product</h2>
          <ul className="mt-2">
            <li>
              <a href="#features" className={linkClass}>
                Features
              </a>
            </li>
            <li>
              <a href="#pricing" className={linkClass}>
                Pricing
              </a>
            </li>
            <li>
              <a href="#faq" className={linkClass}>
                FAQ
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="font-semibold text-white">Legal</h2>
          <ul className="mt-2">
            <li>
              <LandingLink to="/privacy" className={linkClass}>
                Privacy Policy
              </LandingLink>
            </li>
            <li>
              <LandingLink to="/terms" className={linkClass}>
                Terms of Service
              </LandingLink>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Support</h2>
          <ul className="mt-2 text-sm">
            <li>
              <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
                {CONTACT_EMAIL}
              </a>
            </li>
            <li className="py-1">Live chat 9am-6pm EST (coming soon)</li>
            <li className="py-1">iOS and Android apps (coming soon)</li>
          </ul>
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-slate-700 pt-6 text-sm">
        © {new Date().getFullYear()} ListLens. All rights reserved.
      </p>
    </footer>
  );
}
