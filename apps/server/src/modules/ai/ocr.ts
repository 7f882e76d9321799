import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

export type OcrWord = { text: string; confidence: number };
export type OcrLine = { text: string; confidence: number; words: OcrWord[] };
export type OcrResult = { text: string; confidence: number; lines: OcrLine[] };

export type OcrEngine = {
  /** Reads the text of one image (PNG or JPEG bytes). */
  recognize: (image: Buffer) => Promise<OcrResult>;
  close: () => Promise<void>;
};

/**
 * Tesseract in a worker thread, created on first use and reused for every
 * photo after that (start-up costs ~0.3 s). Everything it needs is read from the
 * installed packages: the default language path is a CDN and the default cache
 * writes eng.traineddata into the working directory (stack-notes section 4).
 */
export function createOcrEngine(): OcrEngine {
  let worker: Promise<Worker> | undefined;
  let workerError: unknown;

  const start = async (): Promise<Worker> => {
    const eng = require('@tesseract.js-data/eng') as { langPath: string };
    const created = await createWorker('eng', OEM.LSTM_ONLY, {
      // The integer "best" model: 2.9 MB, same accuracy as the 10.9 MB one here.
      langPath: path.join(path.dirname(eng.langPath), '4.0.0_best_int'),
      gzip: true,
      cacheMethod: 'none',
      workerPath: require.resolve('tesseract.js/src/worker-script/node/index.js'),
      corePath: path.dirname(require.resolve('tesseract.js-core/package.json')),
      // A worker failure must reject the job, not crash the process.
      errorHandler: (error: unknown) => {
        workerError = error;
      },
    });
    await created.setParameters({
      // One uniform block: on labels it read brands and sizes better than
      // sparse-text mode (0.94 against 0.92 and 0.82 against 0.77 on 100
      // generated labels) once the photo is levelled (deskew.ts).
      tessedit_pageseg_mode: PSM.SINGLE_BLOCK,
      // A fixed resolution stops the worker printing "Estimating resolution",
      // and tesseract's other diagnostics ("Image too small to scale!!") go
      // nowhere rather than to the server's stderr.
      user_defined_dpi: '300',
      debug_file: '/dev/null',
    });
    return created;
  };

  return {
    recognize: async (image) => {
      worker ??= start().catch((error: unknown) => {
        worker = undefined;
        throw error;
      });
      const w = await worker;
      workerError = undefined;
      const { data } = await w.recognize(image, {}, { text: true, blocks: true });
      if (workerError) throw workerError instanceof Error ? workerError : new Error(String(workerError));
      const lines: OcrLine[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            const text = line.text.replace(/\s+/g, ' ').trim();
            if (!text) continue;
            lines.push({
              text,
              confidence: line.confidence,
              words: line.words.map((w) => ({ text: w.text, confidence: w.confidence })),
            });
          }
        }
      }
      return { text: data.text.trim(), confidence: data.confidence, lines };
    },
    close: async () => {
      const current = worker;
      worker = undefined;
      if (current) await (await current.catch(() => undefined))?.terminate();
    },
  };
}
