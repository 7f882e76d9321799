import { WAITLIST_SOURCES } from '@listlens/shared';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/button';
import { CALCULATOR_CATEGORIES, CALCULATOR_CONDITIONS, estimatePrice, type PriceEstimate } from '../price-calculator';
import { WaitlistForm } from './waitlist-form';

const selectClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600';

/**
 * The price calculator (spec part 3, sections 2, 5 and 9): a category and a
 * condition are required, the brand is optional and not used in the estimate.
 */
export function PriceCalculatorSection() {
  const id = useId();
  const [category, setCategory] = useState('');
  const [condition, setCondition] = useState('');
  const [brand, setBrand] = useState('');
  const [result, setResult] = useState<PriceEstimate | null>(null);
  const ready = category !== '' && condition !== '';

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setResult(estimatePrice(category, condition));
  };
  const reset = () => {
    setResult(null);
    setCategory('');
    setCondition('');
    setBrand('');
  };

  return (
    <section id="calculator" aria-labelledby="calculator-title" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Price calculator</p>
        <h2 id="calculator-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          What is your item worth?
        </h2>
        <p className="mt-3 text-lg text-slate-700">Pick a category and a condition for a quick estimate.</p>
      </div>
      <div className="mx-auto mt-8 max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {result ? (
          <Estimate result={result} brand={brand} category={category} condition={condition} onReset={reset} />
        ) : (
          <form onSubmit={calculate} className="flex flex-col gap-4">
            <Choice
              id={`${id}-category`}
              label="Category"
              placeholder="Select a category"
              value={category}
              onChange={setCategory}
              options={CALCULATOR_CATEGORIES.map((c) => c.name)}
            />
            <Choice
              id={`${id}-condition`}
              label="Condition"
              placeholder="Select a condition"
              value={condition}
              onChange={setCondition}
              options={CALCULATOR_CONDITIONS.map((c) => c.name)}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-brand`} className="text-sm font-medium text-slate-800">
                Brand (optional)
              </label>
              <input
                id={`${id}-brand`}
                value={brand}
                onChange={(e) => setBrand(e.target.value)}
                autoComplete="off"
                className={selectClass}
              />
            </div>
            <button
              type="submit"
              disabled={!ready}
              aria-describedby={ready ? undefined : `${id}-hint`}
              className={buttonClass('primary', 'w-full text-base')}
            >
              Calculate Price
            </button>
            {ready ? null : (
              <p id={`${id}-hint`} className="text-center text-sm text-slate-600">
                Choose a category and a condition first.
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}

/** The estimate and its market range, the waitlist for exact prices, and Calculate Another Item. */
function Estimate({
  result,
  brand,
  category,
  condition,
  onReset,
}: {
  result: PriceEstimate;
  brand: string;
  category: string;
  condition: string;
  onReset: () => void;
}) {
  return (
    <div>
      {/* Focus moves to the estimate so keyboard and screen-reader users land on it. */}
      <p ref={(el) => el?.focus()} tabIndex={-1} className="text-sm text-slate-600">
        Example estimate for {brand.trim() ? `${brand.trim()} ` : ''}
        {category.toLowerCase()} in {condition.toLowerCase()} condition
      </p>
      <p className="mt-1 text-5xl font-extrabold text-slate-900">${result.estimate}</p>
      <p className="mt-2 text-slate-700">
        Example range: <strong>${result.low}</strong> to <strong>${result.high}</strong>
      </p>
      {/* The spec's rule of thumb (part 3, section 9), not market data: said so, not passed off as measured. */}
      <p className="mt-2 text-sm text-slate-600">
        A rule of thumb by category and condition, not market data. Inside ListLens each price comes from real sold
        listings.
      </p>
      <p className="mt-6 font-medium text-slate-900">Get exact prices from real sold listings at launch:</p>
      <div className="mt-2">
        <WaitlistForm source={WAITLIST_SOURCES.calculator} />
      </div>
      <button type="button" onClick={onReset} className={buttonClass('ghost', 'mt-4 w-full')}>
        Calculate Another Item
      </button>
    </div>
  );
}

/** A required choice with its label, starting on the placeholder. */
function Choice({
  id,
  label,
  placeholder,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  options: string[];
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
        <option value="">{placeholder}</option>
        {options.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
    </div>
  );
}
