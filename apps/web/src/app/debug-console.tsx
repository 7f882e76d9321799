import { Bug } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../components/button';
import { Modal } from '../components/modal';
import {
  DEBUG_LOG_SHOWN,
  clearDebugLog,
  debugEntries,
  debugLog,
  subscribeDebugLog,
  type DebugLevel,
} from '../lib/debug-log';
import { queryClient } from './query-client';

const LEVEL_TONE: Record<DebugLevel, string> = {
  info: 'text-slate-700 dark:text-slate-300',
  success: 'text-green-800 dark:text-green-300',
  warning: 'text-amber-800 dark:text-amber-300',
  error: 'text-red-800 dark:text-red-300',
};

/** Errors the page throws, written to the debug log as they happen. */
function useErrorLogging() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => debugLog('error', 'error', event.message);
    const onRejection = (event: PromiseRejectionEvent) =>
      debugLog('error', 'error', event.reason instanceof Error ? event.reason.message : String(event.reason));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

/** The checks behind Diagnostics: the server, the session, the eBay connection, storage and the network. */
async function runDiagnostics(): Promise<void> {
  debugLog('info', 'diagnostics', 'Diagnostics started');
  debugLog(navigator.onLine ? 'success' : 'error', 'diagnostics', `Browser online: ${navigator.onLine ? 'yes' : 'no'}`);
  try {
    localStorage.setItem('listlens.debug-check', '1');
    localStorage.removeItem('listlens.debug-check');
    debugLog('success', 'diagnostics', 'Browser storage: writable');
  } catch {
    debugLog('error', 'diagnostics', 'Browser storage: not writable (private mode or full)');
  }
  for (const [what, path] of [
    ['Server', '/api/health'],
    ['Session', '/api/me'],
    ['eBay connection', '/api/ebay/status'],
  ] as const) {
    const started = performance.now();
    const status = await fetch(path, { credentials: 'same-origin' }).then(
      (r) => r.status,
      () => 0,
    );
    const ms = Math.round(performance.now() - started);
    const level = status >= 200 && status < 300 ? 'success' : status === 401 ? 'warning' : 'error';
    debugLog(level, 'diagnostics', `${what}: ${status === 0 ? 'unreachable' : `HTTP ${status}`} in ${ms} ms`);
  }
  debugLog('info', 'diagnostics', 'Diagnostics finished');
}

/**
 * Spec part 1's developer callback verifier, on `window` in development builds
 * only: is eBay's return address served (any answer below 500 counts)?
 */
async function verifyEbayCallback(): Promise<{ reachable: boolean; status: number }> {
  const status = await fetch('/ebay/callback', { credentials: 'same-origin' }).then(
    (r) => r.status,
    () => 0,
  );
  const reachable = status > 0 && status < 500;
  debugLog(reachable ? 'success' : 'error', 'ebay', `Callback page /ebay/callback: HTTP ${status}`);
  return { reachable, status };
}

function useDevCallbackVerifier() {
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const target = window as unknown as Record<string, unknown>;
    target.verifyEbayCallback = verifyEbayCallback;
    return () => {
      delete target.verifyEbayCallback;
    };
  }, []);
}

function exportLog(): void {
  const blob = new Blob([JSON.stringify(debugEntries(), null, 2)], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = 'listlens-debug-log.json';
  link.click();
  URL.revokeObjectURL(link.href);
}

async function clearCaches(): Promise<void> {
  queryClient.clear();
  const names = 'caches' in window ? await caches.keys() : [];
  await Promise.all(names.map((name) => caches.delete(name)));
  debugLog(
    'success',
    'console',
    `Cache cleared: the data cache and ${names.length} browser cache(s); photos waiting to upload are kept`,
  );
}

/**
 * The hidden developer debug console (spec part 1): Ctrl+Shift+D toggles it
 * anywhere; development builds also show a floating button. The newest 20 of
 * the last 50 entries are shown; Clear, Diagnostics, Export and Clear Cache act on them.
 */
export function DebugConsole() {
  const [open, setOpen] = useState(false);
  const entries = useSyncExternalStore(subscribeDebugLog, debugEntries);
  useErrorLogging();
  useDevCallbackVerifier();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'd') {
        event.preventDefault();
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const shown = entries.slice(-DEBUG_LOG_SHOWN).reverse();
  return (
    <>
      {import.meta.env.DEV ? (
        <button
          type="button"
          aria-label="Open the debug console"
          onClick={() => setOpen(true)}
          className="fixed right-3 bottom-3 z-30 flex h-11 w-11 items-center justify-center rounded-full bg-slate-800 text-white shadow-lg"
        >
          <Bug className="h-5 w-5" aria-hidden="true" />
        </button>
      ) : null}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Debug Console"
        size="lg"
        description={`${entries.length} entries kept, newest ${DEBUG_LOG_SHOWN} shown`}
      >
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={clearDebugLog}>
            Clear
          </Button>
          <Button variant="secondary" onClick={() => void runDiagnostics()}>
            Diagnostics
          </Button>
          <Button variant="secondary" onClick={exportLog}>
            Export
          </Button>
          <Button variant="secondary" onClick={() => void clearCaches()}>
            Clear Cache
          </Button>
        </div>
        {shown.length === 0 ? (
          <p className="mt-3 text-slate-600 dark:text-slate-300">Nothing logged yet.</p>
        ) : (
          <ol aria-label="Debug log" className="mt-3 flex flex-col gap-1 font-mono text-xs">
            {shown.map((e, i) => (
              <li key={`${e.timestamp}-${i}`} className={`break-words ${LEVEL_TONE[e.level]}`}>
                <time dateTime={e.timestamp}>{e.timestamp.slice(11, 19)}</time> [{e.category}] {e.level}: {e.message}
              </li>
            ))}
          </ol>
        )}
      </Modal>
    </>
  );
}
