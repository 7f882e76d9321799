import { eq, sql } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngines } from '../src/adapters/engines';
import type { VisionEngine } from '../src/adapters/vision/vision-engine';
import { startWorkers } from '../src/jobs/workers';
import { eventually } from './posting-support';
import { formOf, photo } from './photos-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// Decision 035: a photo whose adult-content check was never queued (its process died between
// the upload's rows and the job) is checked once the workers start again, and a flagged one is
// still marked. The model is a stand-in that flags every photo, so TensorFlow never starts.

const flagsEverything: VisionEngine = {
  viewGarment: () => Promise.reject(new Error('not used by the check')),
  itemTypeReviewThreshold: () => 0.5,
  scoreAdultContent: async () => ({
    score: 0.93,
    flagged: true,
    classes: { Drawing: 0.01, Hentai: 0.03, Neutral: 0.04, Porn: 0.9, Sexy: 0.02 },
  }),
  close: async () => undefined,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_UP_RATE_LIMIT: '1000/60', AI_CONCURRENCY: '1', SALES_SYNC_MINUTES: '0' }, undefined, {
    engines: { ...createEngines(), vision: flagsEverything },
  });
  // The queue runs, but no worker yet: the process that stored the photos "died" before checking them.
  await t.deps.jobs.start();
}, 60_000);
afterAll(() => t.close());

const postPhoto = (cookie: string, name: string, bytes: Buffer) =>
  t.app.inject({ method: 'POST', url: '/api/photos', headers: { cookie }, payload: formOf([{ name, bytes }]) });

async function uploadOne(cookie: string, name: string, colour: string): Promise<string> {
  const res = await postPhoto(cookie, name, await photo(300, 200, colour));
  expect(res.statusCode).toBe(201);
  return (res.json().photos as { id: string }[])[0]?.id ?? '';
}

const query = (text: string, values: unknown[]) => t.deps.database.executeSql(text, values);
const safetyJobsNaming = async (photoId: string) =>
  (
    await query(`select count(*)::int as n from pgboss.job where name = 'photos.safety' and data->'photoIds' ? $1`, [
      photoId,
    ])
  ).rows[0] as { n: number };

describe('adult-content checks left undone', () => {
  it('a refused upload does not hold the checks back', async () => {
    const seller = await signUp(t.app, 'refused@example.com');
    const res = await postPhoto(seller.cookie, 'notes.jpg', Buffer.from('not a photo at all'));
    expect(res.statusCode).toBe(415);
    expect(t.deps.uploadActivity.state()).toEqual({ uploads: 0, waiting: 0 });
  });

  it('are sent again when the workers start, once per photo, and a flagged photo is marked', async () => {
    const seller = await signUp(t.app, 'restart@example.com');
    const lost = await uploadOne(seller.cookie, 'lost.jpg', '#884422');
    const queued = await uploadOne(seller.cookie, 'queued.jpg', '#224488');
    // The process died before it queued the first photo's check; the second one's check is queued.
    await query(`delete from pgboss.job where name = 'photos.safety' and data->'photoIds' ? $1`, [lost]);
    await t.deps.db
      .update(schema.uploadedPhotos)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(schema.uploadedPhotos.userId, seller.me.user.id));
    const shown = async (id: string) =>
      (await t.app.inject({ url: `/api/photos/${id}`, headers: { cookie: seller.cookie } })).json();
    expect(await shown(lost)).toMatchObject({ adult_flagged: false, adult_checked_at: null });

    await startWorkers(t.deps);

    for (const id of [lost, queued]) {
      const checked = await eventually(async () => {
        const photoShown = await shown(id);
        return photoShown.adult_checked_at ? photoShown : undefined;
      });
      expect(checked).toMatchObject({ adult_flagged: true, adult_confirmed: false });
    }
    await eventually(async () => {
      const { rows } = await query(`select state from pgboss.job where name = 'photos.sweep-unchecked'`, []);
      return rows.length > 0 && rows.every((r) => (r as { state: string }).state === 'completed') ? true : undefined;
    });
    expect(await safetyJobsNaming(lost)).toEqual({ n: 1 });
    expect(await safetyJobsNaming(queued)).toEqual({ n: 1 });
  });
});
