import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { AccuracyTestEventSchema, type AccuracyTestEvent, type MultiImageAnalysisResult } from '@listlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, photo, pngBomb, type FilePart } from './photos-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// POST /api/ai/accuracy-test (spec part 3: AI accuracy test lab; decision 012):
// the real local analyzer on a photo of the validation set, all photos
// together and each alone, streamed as JSON lines; nothing is stored.

const validation = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/data/clothing/validation',
);
function validationPhoto(folder: string): FilePart {
  const dir = path.join(validation, folder);
  const name = readdirSync(dir).sort()[0]!;
  return { name, bytes: readFileSync(path.join(dir, name)) };
}

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-ai-lab-'));
  t = await createTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '1000/60' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (cookie: string | undefined, files: FilePart[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ai/accuracy-test',
    headers: cookie ? { cookie } : {},
    payload: formOf(files),
  });

const eventsOf = (payload: string): AccuracyTestEvent[] =>
  payload
    .split('\n')
    .filter(Boolean)
    .map((line) => AccuracyTestEventSchema.parse(JSON.parse(line)));

describe('POST /api/ai/accuracy-test', () => {
  it('analyses the photos together and each alone, reports progress, and stores nothing', async () => {
    const { cookie, me } = await signUp(t.app, 'lab@example.com');
    // A JPEG header and nothing a decoder can read: the analyzer says why in words.
    const broken = {
      name: 'broken.jpg',
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(200, 7)]),
    };
    const res = await post(cookie, [validationPhoto('t-shirt'), broken]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');

    const events = eventsOf(res.payload);
    expect(events.filter((e) => e.type === 'progress').map((e) => e.type === 'progress' && e.step)).toEqual([
      'Analysing all 2 photos together',
      'Analysing photo 1 of 2 on its own',
      'Analysing photo 2 of 2 on its own',
    ]);
    const last = events.at(-1);
    if (last?.type !== 'result') throw new Error(`expected a result, got ${JSON.stringify(last)}`);
    const result: MultiImageAnalysisResult = last.result;

    expect(result.combinedError).toBeNull();
    expect(result.combinedAnalysis.itemType).toBeTruthy();
    expect(result.individualResults.map((r) => [r.index, r.fileName])).toEqual([
      [0, validationPhoto('t-shirt').name],
      [1, 'broken.jpg'],
    ]);
    const [good, bad] = result.individualResults;
    expect(good?.error).toBeNull();
    expect(good?.width).toBeGreaterThan(0);
    expect(bad?.error).toBe('AI analysis failed: none of the photos could be read as an image');
    // The readable photo alone reaches what both together found; the broken one reaches nothing.
    expect(good?.agreement.matched).toBe(good?.agreement.compared);
    expect(bad?.agreement.matched).toBe(0);
    expect(result.bestImage).toBe(0);
    expect(result.accuracyScore).toBeCloseTo(0.5, 3);
    expect(result.processingTime).toBeGreaterThanOrEqual(result.combinedProcessingTime);
    expect(result.optimizationSuggestions).toContain(
      'Photo 2 ("broken.jpg") could not be analysed (AI analysis failed: none of the photos could be read as an image). Replace it with another photo.',
    );

    // Not a listing: no photo kept, no file written, no prediction recorded.
    const userId = me.user.id;
    expect(
      await t.deps.db.select().from(schema.uploadedPhotos).where(eq(schema.uploadedPhotos.userId, userId)),
    ).toEqual([]);
    expect(await t.deps.db.select().from(schema.aiPredictions).where(eq(schema.aiPredictions.userId, userId))).toEqual(
      [],
    );
    expect(existsSync(path.join(dataDir, 'photos', userId))).toBe(false);
  }, 120_000);

  it('refuses bad uploads with a clear message before analysing anything', async () => {
    const { cookie } = await signUp(t.app, 'lab-bad@example.com');
    const jpeg = await photo(20, 20);
    const cases: [FilePart[], number, string][] = [
      [[], 400, 'Add at least one photo to test.'],
      [
        Array.from({ length: 9 }, (_, i) => ({ name: `p${i}.jpg`, bytes: jpeg })),
        400,
        'Please choose at most 8 photos.',
      ],
      [
        [{ name: 'notes.txt', bytes: Buffer.from('hello'), type: 'text/plain' }],
        415,
        '"notes.txt" is not a JPG, PNG or WebP photo.',
      ],
      [[{ name: 'empty.jpg', bytes: Buffer.alloc(0) }], 400, '"empty.jpg" is empty.'],
      [
        [{ name: 'bomb.png', bytes: pngBomb(8000, 8000), type: 'image/png' }],
        400,
        '"bomb.png" has too many pixels (at most 50 megapixels).',
      ],
      [
        [{ name: 'huge.jpg', bytes: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]) }],
        413,
        '"huge.jpg" is larger than 10 MB.',
      ],
    ];
    for (const [files, status, message] of cases) {
      const res = await post(cookie, files);
      expect(res.statusCode, message).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().message).toBe(message);
    }
    expect((await post(undefined, [{ name: 'a.jpg', bytes: jpeg }])).statusCode).toBe(401);
  });
});
