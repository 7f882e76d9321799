import { createRequire } from 'node:module';
import path from 'node:path';
import type { PSM, Worker } from 'tesseract.js';
import type { OcrEngine, OcrLine, OcrResult, RegionMode } from './ocr-engine';

const require = createRequire(import.meta.url);

type TesseractBlocks = NonNullable<Awaited<ReturnType<Worker['recognize']>>['data']['blocks']>;

function linesOf(blocks: TesseractBlocks): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = line.text.replace(/\s+/g, ' ').trim();
        if (!text) continue;
        lines.push({
          text,
          confidence: line.confidence,
          bbox: { ...line.bbox },
          words: line.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: { ...w.bbox } })),
        });
      }
    }
  }
  return lines;
}

type Tesseract = typeof import('tesseract.js');
type PageMode = RegionMode | 'page';

function pageModes(tesseract: Tesseract): Record<PageMode, PSM> {
  return {
    // One uniform block: on labels it read brands and sizes better than
    // sparse-text mode (0.94 against 0.92 and 0.82 against 0.77 on 100
    // generated labels) once the photo is levelled (deskew.ts).
    page: tesseract.PSM.SINGLE_BLOCK,
    line: tesseract.PSM.SINGLE_LINE,
    char: tesseract.PSM.SINGLE_CHAR,
    // Automatic layout: the second read of a label's page (decision 046).
    blocks: tesseract.PSM.AUTO,
  };
}

/**
 * Tesseract in a worker thread, created on first use and reused for every
 * photo after that (start-up costs ~0.3 s). Everything it needs is read from the
 * installed packages: the default language path is a CDN and the default cache
 * writes eng.traineddata into the working directory (stack-notes section 4).
 * tesseract.js itself is imported on the first read too, so a server that
 * analyses nothing does not pay for it at start.
 */
export function createTesseractOcr(): OcrEngine {
  let worker: Promise<Worker> | undefined;
  let workerError: unknown;
  // The mode is a worker setting, so a read in another mode must not overlap
  // a page read: every job waits for the one before it.
  let queue: Promise<unknown> = Promise.resolve();
  let mode: PageMode = 'page';
  let modes: ReturnType<typeof pageModes> | undefined;

  const start = async (): Promise<Worker> => {
    const tesseract = await import('tesseract.js');
    modes = pageModes(tesseract);
    const eng = require('@tesseract.js-data/eng') as { langPath: string };
    const created = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
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
      tessedit_pageseg_mode: modes.page,
      // A fixed resolution stops the worker printing "Estimating resolution",
      // and tesseract's other diagnostics ("Image too small to scale!!") go
      // nowhere rather than to the server's stderr.
      user_defined_dpi: '300',
      debug_file: '/dev/null',
    });
    mode = 'page';
    return created;
  };

  const read = (image: Buffer, wanted: PageMode): Promise<OcrResult> => {
    const job = queue.then(async () => {
      worker ??= start().catch((error: unknown) => {
        worker = undefined;
        throw error;
      });
      const w = await worker;
      if (mode !== wanted) {
        await w.setParameters({ tessedit_pageseg_mode: modes![wanted] });
        mode = wanted;
      }
      workerError = undefined;
      const { data } = await w.recognize(image, {}, { text: true, blocks: true });
      if (workerError) throw workerError instanceof Error ? workerError : new Error(String(workerError));
      return { text: data.text.trim(), confidence: data.confidence, lines: linesOf(data.blocks ?? []) };
    });
    queue = job.catch(() => undefined);
    return job;
  };

  return {
    recognize: (image) => read(image, 'page'),
    recognizeRegion: (image, regionMode) => read(image, regionMode),
    close: async () => {
      const current = worker;
      worker = undefined;
      mode = 'page';
      if (current) await (await current.catch(() => undefined))?.terminate();
    },
  };
}
