import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { FAQ } from '../faq';

/** FAQ accordion (spec part 3, section 2): one answer open at a time, the first open by default. */
export function FaqSection() {
  const [open, setOpen] = useState<number | null>(0);
  return (
    <section id="faq" aria-labelledby="faq-title" className="px-4 py-16 sm:py-20">
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Frequently asked questions
      </h2>
      <div className="mx-auto mt-8 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {FAQ.map((entry, index) => {
          const expanded = open === index;
          return (
            <div key={entry.question}>
              <h3>
                <button
                  type="button"
                  id={`faq-q-${index}`}
                  aria-expanded={expanded}
                  aria-controls={`faq-a-${index}`}
                  onClick={() => setOpen(expanded ? null : index)}
                  className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-slate-900"
                >
                  {entry.question}
                  <ChevronDown
                    className={`h-5 w-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                    aria-hidden="true"
                  />
                </button>
              </h3>
              <div
                id={`faq-a-${index}`}
                role="region"
                aria-labelledby={`faq-q-${index}`}
                hidden={!expanded}
                className="px-5 pb-4 text-slate-700"
              >
                {entry.answer}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
