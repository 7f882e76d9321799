import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { useEbayStatus } from '../api/ebay-status';
import { useOnboarding } from '../api/onboarding';
import { ONBOARDING_STEPS, onboardingProgress, stepLink, stepsDone } from '../onboarding-steps';
import { useEbayConnect } from '../use-ebay-connect';
import { ConnectFlowNotice } from './connect-flow-notice';

/**
 * The onboarding screen 'Welcome' (spec part 1, section 2): four steps and a
 * progress bar counted from the server's milestones. Step 1 connects eBay;
 * each later step opens the screen where it is done (issue 18). The dashboard
 * shows it in its Overview tab while onboarding is not complete.
 */
export function OnboardingWelcome({
  onContinue,
}: {
  /** 'Continue to Dashboard' once connected, or 'Skip setup for now': the overview instead of this screen. */
  onContinue: () => void;
}) {
  const status = useEbayStatus();
  const onboarding = useOnboarding();
  const flow = useEbayConnect({ returnPath: '/app' });
  const connected = flow.state.phase === 'connected' || status.data?.connected === true;
  const done = stepsDone(onboarding.data, connected);
  const progress = onboardingProgress(done.size);
  return (
    <section
      aria-labelledby="welcome-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="welcome-title" className="text-2xl font-bold">
        Welcome to ListLens
      </h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">Four steps from photos to a live eBay listing.</p>
      <div className="mt-4">
        <div className="flex justify-between text-sm">
          <span id="welcome-progress-label" className="font-medium">
            Setup progress
          </span>
          <span>
            {progress.percent}% · {progress.label}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="welcome-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.percent}%, ${progress.label}`}
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress.percent}%` }} />
        </div>
      </div>
      <ol className="mt-6 flex flex-col gap-3">
        {ONBOARDING_STEPS.map((step, index) => {
          const stepDone = done.has(step.id);
          return (
            <li key={step.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              <div className="flex items-start gap-3">
                {stepDone ? (
                  <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" role="img" aria-label="Done" />
                ) : (
                  <Circle className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold">
                    {index + 1}. {step.title}
                  </h3>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
                  {step.id === 'connect_ebay' ? (
                    <ConnectStep connected={connected} flow={flow} onContinue={onContinue} />
                  ) : (
                    <Link to={stepLink(step.id, onboarding.data)} className={buttonClass('secondary', 'mt-3')}>
                      {step.action}
                    </Link>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {connected ? null : (
        <Button variant="ghost" className="mt-4" onClick={onContinue}>
          Skip setup for now
        </Button>
      )}
    </section>
  );
}

/** The Connect-eBay panel of spec part 3: 'Ready to start selling?', then 'eBay Connected Successfully!'. */
function ConnectStep({
  connected,
  flow,
  onContinue,
}: {
  connected: boolean;
  flow: ReturnType<typeof useEbayConnect>;
  onContinue: () => void;
}) {
  if (connected) {
    return (
      <div className="mt-3 rounded-lg border border-green-300 bg-green-50 p-3 text-green-950">
        <p className="font-semibold">eBay Connected Successfully!</p>
        <ConnectFlowNotice flow={flow} />
        <Button className="mt-3" onClick={onContinue}>
          Continue to Dashboard
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-3 flex flex-col gap-3">
      <p className="font-medium">Ready to start selling?</p>
      <div>
        <Button onClick={flow.connect} disabled={flow.busy}>
          {flow.busy ? 'Connecting to eBay...' : 'Connect Account'}
        </Button>
      </div>
      <ConnectFlowNotice flow={flow} />
    </div>
  );
}
