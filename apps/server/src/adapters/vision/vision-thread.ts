import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DEFAULT_MODEL_PATH, readItemTypeModel } from './item-type-model';
import type { AdultContentScore, GarmentView, ScoreDepth, VisionEngine } from './vision-engine';

const require = createRequire(import.meta.url);

/** A message to the vision thread; `image` is a photo's encoded bytes, moved rather than copied. */
export type VisionRequest = { id: number; image: Uint8Array } & VisionTask;

type VisionTask = { task: 'item-type'; modelPath: string; depth: ScoreDepth } | { task: 'adult-content' };

export type VisionReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * The thread runs vision-worker.ts, TypeScript like the rest of the server.
 * Node 20 does not pass a `--import` loader such as tsx's on to a worker, so
 * the thread registers tsx itself before it loads the file.
 */
const WORKER_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi)
  .then(({ register }) => { register(); return import(workerData.entry); })
  .catch((error) => { setImmediate(() => { throw error; }); });
`;

function startWorker(): Worker {
  return new Worker(WORKER_BOOTSTRAP, {
    eval: true,
    workerData: {
      tsxApi: pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'))
        .href,
      entry: new URL('./vision-worker.ts', import.meta.url).href,
    },
  });
}

type Running = { worker: Worker; pending: Map<number, Pending> };

/**
 * The vision engine as a worker thread: the image models (the item-type
 * classifier of `modelPath` and the adult-content score) in one thread that
 * loads TensorFlow, started on the first request and kept warm after that
 * (decision 015). A crash of the thread fails the requests it held; the next
 * request starts a new one.
 */
export function createVisionThread(options: { modelPath?: string } = {}): VisionEngine {
  const modelPath = options.modelPath ?? DEFAULT_MODEL_PATH;
  let running: Running | undefined;
  let nextId = 1;
  let reviewThreshold: number | undefined;

  const start = (): Running => {
    const worker = startWorker();
    // Each thread answers for its own requests: a stopped thread fails only those.
    const pending = new Map<number, Pending>();
    const stopped = (error: Error) => {
      if (running?.worker === worker) running = undefined;
      for (const p of pending.values()) p.reject(error);
      pending.clear();
    };
    worker.on('message', (reply: VisionReply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new Error(reply.error));
      // An idle thread must not keep a finished script or a stopping server alive.
      if (pending.size === 0) worker.unref();
    });
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`the vision thread stopped (exit code ${code})`)));
    return { worker, pending };
  };

  const request = <T>(image: Buffer, task: VisionTask): Promise<T> => {
    running ??= start();
    const { worker, pending } = running;
    worker.ref();
    const id = nextId++;
    // A copy the thread can own: a Buffer often shares a larger pooled allocation.
    const copy = new Uint8Array(image);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, image: copy, ...task } satisfies VisionRequest, [copy.buffer]);
    });
  };

  return {
    viewGarment: (image, depth = 'full') => request<GarmentView>(image, { task: 'item-type', modelPath, depth }),
    // Read from the model's file on this thread: the fusion of an item's photos is arithmetic.
    itemTypeReviewThreshold: () => (reviewThreshold ??= readItemTypeModel(modelPath).reviewThreshold),
    scoreAdultContent: (image) => request<AdultContentScore>(image, { task: 'adult-content' }),
    close: async () => {
      const current = running;
      running = undefined;
      if (current) await current.worker.terminate();
    },
  };
}
