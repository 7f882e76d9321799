import { parentPort } from 'node:worker_threads';
import { scoreAdultContent } from './adult-content';
import { loadItemTypeScorer } from './item-type-scorer';
import type { VisionReply, VisionRequest } from './vision-thread';

// The vision thread's side (vision-thread.ts starts it): TensorFlow and the
// models live here, so a classification or an adult-content score never holds
// up the API's event loop, and runs beside the OCR worker on the other core.

const port = parentPort;
if (!port) throw new Error('vision-worker.ts runs as a worker thread (see vision-thread.ts)');

async function run(request: VisionRequest): Promise<unknown> {
  const image = Buffer.from(request.image.buffer, request.image.byteOffset, request.image.byteLength);
  switch (request.task) {
    case 'item-type':
      return (await loadItemTypeScorer(request.modelPath)).viewPhoto(image, request.depth);
    case 'adult-content':
      return scoreAdultContent(image);
  }
}

port.on('message', (request: VisionRequest) => {
  run(request).then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies VisionReply),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies VisionReply),
  );
});
