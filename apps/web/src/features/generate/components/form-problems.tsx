import { problemsCountText, type ListingProblem } from '@listlens/shared';

/**
 * The edit modal's live list of what eBay would refuse (issue 14, point 5),
 * every problem at once, each a button that takes the seller to its field.
 */
export function FormProblems({
  problems,
  onGo,
}: {
  problems: ListingProblem[];
  onGo: (problem: ListingProblem) => void;
}) {
  if (problems.length === 0)
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
        {problemsCountText(0)}
      </p>
    );
  return (
    <section
      aria-labelledby="form-problems-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <h3 id="form-problems-title" className="font-semibold">
        {problemsCountText(problems.length)}
      </h3>
      <ul className="mt-1 flex flex-col text-sm">
        {problems.map((p) => (
          <li key={`${p.field}-${p.message}`}>
            <button type="button" className="min-h-11 text-left underline underline-offset-2" onClick={() => onGo(p)}>
              {p.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
