import { Link } from 'react-router';
import { SignInGate } from '../auth';
import { AccuracyTestLab } from './components/accuracy-test-lab';

/**
 * /ai-accuracy-test, the AI accuracy test lab (spec part 3, diagnostics). The
 * page is public; running a test needs a signed-in seller (the spec's calls
 * take a user id), so visitors get a sign-in prompt.
 */
export function AccuracyTestPage() {
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-8">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center self-start text-sm text-brand-700 underline underline-offset-4"
      >
        Back to Home
      </Link>
      <h1 className="text-2xl font-bold">AI Accuracy Test Lab</h1>
      <p className="text-slate-700 dark:text-slate-300">
        Upload photos of one item. The AI analyses them all together, then each photo on its own, and shows what each
        photo contributes and how to improve them. The photos are not kept.
      </p>
      <SignInGate reason="Tests run on your account. Sign in to upload photos and run a test.">
        {() => <AccuracyTestLab />}
      </SignInGate>
    </main>
  );
}
