import type { MultiImageAnalysisResult } from '@listlens/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { runAccuracyTest } from '../api/run-accuracy-test';
import { addTestPhotos } from '../photo-checks';
import { AccuracyResults } from './accuracy-results';
import { TestPhotoPicker, type PickedPhoto } from './test-photo-picker';

type Progress = { done: number; total: number; step: string };

type Run =
  | { state: 'idle' }
  | { state: 'running'; progress: Progress | null; startedAt: number }
  | { state: 'done'; result: MultiImageAnalysisResult }
  | { state: 'failed'; message: string };

function Elapsed({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <>{Math.max(0, Math.floor((now - since) / 1000))} s</>;
}

/**
 * The photos picked for a test, each with a preview freed when it goes (and
 * when the page goes), and what was refused when they were added. `onChange`
 * hears whether the set changed (an earlier result no longer applies).
 */
function useTestPhotos(onChange: (changed: boolean) => void) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const urls = useRef<string[]>([]);
  useEffect(() => {
    urls.current = photos.map((p) => p.url);
  }, [photos]);
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const add = (added: File[]) => {
    const checked = addTestPhotos(
      photos.map((p) => p.file),
      added,
    );
    const fresh = checked.files.slice(photos.length).map((file) => ({ file, url: URL.createObjectURL(file) }));
    setPhotos([...photos, ...fresh]);
    setProblems(checked.problems);
    onChange(fresh.length > 0);
  };
  const remove = (index: number) => {
    const gone = photos[index];
    if (gone) URL.revokeObjectURL(gone.url);
    setPhotos(photos.filter((_, i) => i !== index));
    setProblems([]);
    onChange(true);
  };
  return { photos, problems, setProblems, add, remove };
}

/** The signed-in part of the lab: choose photos, run the test with progress, read the results. */
export function AccuracyTestLab() {
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const { photos, problems, setProblems, add, remove } = useTestPhotos((fresh) => {
    if (fresh) setRun({ state: 'idle' });
  });
  const controller = useRef<AbortController | null>(null);
  const running = run.state === 'running';
  // Leaving the page stops a running test.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProblems([]);
    setRun({ state: 'running', progress: null, startedAt: Date.now() });
    try {
      const result = await runAccuracyTest(
        photos.map((p) => p.file),
        {
          signal: abort.signal,
          onProgress: ({ done, total, step }) =>
            setRun((r) => (r.state === 'running' ? { ...r, progress: { done, total, step } } : r)),
        },
      );
      setRun({ state: 'done', result });
    } catch (error) {
      if (abort.signal.aborted) setRun({ state: 'idle' });
      else setRun({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      controller.current = null;
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <TestPhotoPicker photos={photos} disabled={running} onAdd={add} onRemove={remove} />
      <ProblemList problems={problems} />
      <RunButtons
        canRun={photos.length > 0}
        running={running}
        ranBefore={run.state === 'done'}
        onRun={() => void start()}
        onCancel={() => controller.current?.abort()}
      />
      <div aria-live="polite">
        {run.state === 'running' && (
          <RunProgress progress={run.progress} startedAt={run.startedAt} count={photos.length} />
        )}
        {run.state === 'failed' && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
            The test could not be run: {run.message}
          </p>
        )}
      </div>
      {run.state === 'done' && (
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="text-lg font-semibold">
            Results
          </h2>
          <AccuracyResults result={run.result} photoUrls={photos.map((p) => p.url)} />
        </section>
      )}
    </div>
  );
}

function ProblemList({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <ul
      role="alert"
      className="flex flex-col gap-1 rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

/** Run Test (Run Test Again after a result), and Cancel while it runs. */
function RunButtons({
  canRun,
  running,
  ranBefore,
  onRun,
  onCancel,
}: {
  canRun: boolean;
  running: boolean;
  ranBefore: boolean;
  onRun: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button onClick={onRun} disabled={!canRun || running} className="w-full sm:w-auto">
        {running && <Spinner className="h-4 w-4" />}
        {running ? 'Running test...' : ranBefore ? 'Run Test Again' : 'Run Test'}
      </Button>
      {running && (
        <Button variant="secondary" onClick={onCancel} className="w-full sm:w-auto">
          Cancel
        </Button>
      )}
    </div>
  );
}

/** Which step the test is on, how long it has run, and a progress bar. */
function RunProgress({ progress, startedAt, count }: { progress: Progress | null; startedAt: number; count: number }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <p>
        {progress
          ? `${progress.step} (step ${progress.done + 1} of ${progress.total})`
          : `Uploading ${count} ${count === 1 ? 'photo' : 'photos'}...`}{' '}
        <span className="text-slate-600 dark:text-slate-400">
          <Elapsed since={startedAt} /> elapsed. Each photo takes a few seconds.
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Test progress"
        aria-valuemin={0}
        aria-valuemax={progress?.total ?? 1}
        aria-valuenow={progress?.done ?? 0}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full bg-brand-600 transition-[width]"
          style={{ width: `${progress ? Math.round((100 * progress.done) / progress.total) : 0}%` }}
        />
      </div>
    </div>
  );
}
