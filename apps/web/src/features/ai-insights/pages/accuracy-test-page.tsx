import { PageFrame } from '../../../components/page-frame';
import { SignInGate } from '../../auth';
import { AccuracyTestLab } from '../components/accuracy-test-lab';

/**
 * /ai-accuracy-test, the AI accuracy test lab (spec part 3, diagnostics). The
 * page is public; running a test needs a signed-in seller (the spec's calls
 * take a user id), so visitors get a sign-in prompt.
 */
export function AccuracyTestPage() {
  return (
    <PageFrame
      title="AI Accuracy Test Lab"
      intro="Upload photos of one item. The AI analyses them all together, then each photo on its own, and shows what each photo contributes and how to improve them. The photos are not kept."
      back={{ to: '/', label: 'Back to Home' }}
      width="medium"
    >
      <SignInGate reason="Tests run on your account. Sign in to upload photos and run a test.">
        {() => <AccuracyTestLab />}
      </SignInGate>
    </PageFrame>
  );
}
