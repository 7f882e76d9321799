import { CONTACT_EMAIL } from '@listlens/shared';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button';
import {
  ANNUAL_SAVING_LABEL,
  PRICING_PLANS,
  TRIAL_DAYS,
  planPrice,
  type Billing,
  type PricingPlan,
} from '../pricing-plans';

/**
 * Pricing (spec part 3, sections 2 and 9): a monthly/annual toggle and three
 * plan cards. Start Free Trial opens account creation; Contact Sales writes to us.
 */
export function PricingSection({ onStartTrial }: { onStartTrial: () => void }) {
  const [billing, setBilling] = useState<Billing>('monthly');
  const toggle = (value: Billing, label: string) => (
    <button
      type="button"
      aria-pressed={billing === value}
      onClick={() => setBilling(value)}
      className={`min-h-11 rounded-full px-5 text-sm font-semibold ${billing === value ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
    >
      {label}
    </button>
  );
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-slate-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
        <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Simple plans that pay for themselves
        </h2>
        <p className="mt-3 text-lg text-slate-700">
          Every plan starts with a {TRIAL_DAYS}-day free trial, no card needed, and a 30-day money-back guarantee on
          your first payment.
        </p>
      </div>
      <div
        role="group"
        aria-label="Billing period"
        className="mx-auto mt-8 flex w-fit items-center gap-1 rounded-full border border-slate-300 bg-white p-1"
      >
        {toggle('monthly', 'Monthly')}
        {toggle('annual', 'Annual')}
        <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800">
          {ANNUAL_SAVING_LABEL}
        </span>
      </div>
      <ul className="mx-auto mt-10 grid max-w-6xl gap-6 lg:grid-cols-3">
        {PRICING_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} billing={billing} onStartTrial={onStartTrial} />
        ))}
      </ul>
    </section>
  );
}

/** One plan: its price for the billing period, its listings and features, and its button. */
function PlanCard({ plan, billing, onStartTrial }: { plan: PricingPlan; billing: Billing; onStartTrial: () => void }) {
  const price = planPrice(plan, billing);
  return (
    <li
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${plan.popular ? 'border-2 border-brand-600' : 'border border-slate-200'}`}
    >
      {plan.popular ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
          Most Popular
        </p>
      ) : null}
      <h3 id={`plan-${plan.id}`} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-3 text-slate-900">
        <span className="text-4xl font-extrabold">{price.amount}</span>
        <span className="text-slate-600">{price.per}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">{plan.listings.toLocaleString('en-US')} listings a month</p>
      <ul className="mt-4 flex flex-1 flex-col gap-2">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-700">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {plan.button === 'Contact Sales' ? (
        <a
          href={`mailto:${CONTACT_EMAIL}?subject=ListLens%20Enterprise`}
          className={buttonClass('secondary', 'mt-6 w-full')}
        >
          Contact Sales
        </a>
      ) : (
        <button
          type="button"
          onClick={onStartTrial}
          aria-describedby={`plan-${plan.id}`}
          className={buttonClass(plan.popular ? 'primary' : 'secondary', 'mt-6 w-full')}
        >
          Start Free Trial
        </button>
      )}
    </li>
  );
}
