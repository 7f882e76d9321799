// The three plans of spec part 3, section 9.

export type Billing = 'monthly' | 'annual';

export type PricingPlan = {
  id: 'starter' | 'pro' | 'enterprise';
  name: string;
  price: number;
  yearlyPrice: number;
  listings: number;
  features: string[];
  popular: boolean;
  button: 'Start Free Trial' | 'Contact Sales';
};

export const PRICING_PLANS: PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: 29,
    yearlyPrice: 290,
    listings: 300,
    features: ['Voice coach, 30 minutes a month', 'Basic eBay integration', 'Email support', 'Mobile app access'],
    popular: false,
    button: 'Start Free Trial',
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 49,
    yearlyPrice: 490,
    listings: 600,
    features: [
      'Unlimited voice coach',
      'Priority support',
      'Advanced insights',
      'Profit optimization',
      'Custom templates',
    ],
    popular: true,
    button: 'Start Free Trial',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 99,
    yearlyPrice: 990,
    listings: 1000,
    features: ['Bulk tools', 'API access', 'Dedicated manager', 'White-glove onboarding'],
    popular: false,
    button: 'Contact Sales',
  },
];

/** Annual billing is labelled as saving 20% (spec part 3, section 9). */
export const ANNUAL_SAVING_LABEL = 'Save 20%';
/** DESIGN section 2: the trial is 14 days everywhere. */
export const TRIAL_DAYS = 14;

export function planPrice(plan: PricingPlan, billing: Billing): { amount: string; per: string } {
  const value = billing === 'monthly' ? plan.price : plan.yearlyPrice;
  return { amount: `$${value.toLocaleString('en-US')}`, per: billing === 'monthly' ? '/month' : '/year' };
}
