import { Button } from './button';

/** A screen's data could not be read: what went wrong, in red, with Try Again. */
export function LoadError({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <h3 className="text-lg font-semibold text-red-900">{title}</h3>
      <p className="mt-1 text-red-800">{text}</p>
      <Button className="mt-3" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
