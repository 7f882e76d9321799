import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { COLOUR_MAP_CHANNELS } from '../../modules/ai/evidence/colour-features';
import { loadItemTypeScorer } from './item-type-scorer';
import { createVisionThread } from './vision-thread';

const shoe = readFileSync(new URL('../../modules/ai/fixtures/item-type/shoes.jpg', import.meta.url));

const vision = createVisionThread();
afterAll(() => vision.close());

describe('vision thread (decision 015)', () => {
  it('scores a photo in the thread exactly as the classifier does in process', async () => {
    const inThread = await vision.viewGarment(shoe);
    const inProcess = await (await loadItemTypeScorer()).viewPhoto(shoe);
    expect(inThread.itemType.map((s) => s.label)).toEqual(inProcess.itemType.map((s) => s.label));
    inThread.itemType.forEach((s, i) => expect(s.score).toBeCloseTo(inProcess.itemType[i]!.score, 5));
    expect(inThread.itemType[0]!.label).toBe('shoes');
    // Block 9's map of the plain photo crosses the thread whole, for the colour namer (decision 044).
    const { width, height, channels, data } = inThread.colourMap!;
    expect({ width, height, channels, values: data.length }).toEqual({
      width: 14,
      height: 14,
      channels: COLOUR_MAP_CHANNELS,
      values: 14 * 14 * COLOUR_MAP_CHANNELS,
    });
    expect(Array.from(data)).toEqual(Array.from(inProcess.colourMap!.data));
  }, 120_000);

  it('keeps this thread free while a photo is scored', async () => {
    await vision.viewGarment(shoe);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await vision.viewGarment(shoe);
    clearInterval(timer);
    // A warm score takes some hundreds of milliseconds; run on this thread, its
    // model would hold the event loop for all of it and the timer could not fire.
    expect(ticks).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it('gives the adult-content score of a photo', async () => {
    const result = await vision.scoreAdultContent(shoe);
    expect(result.flagged).toBe(false);
    expect(Object.values(result.classes).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
  }, 60_000);

  it('fails a photo that cannot be decoded with its reason, and goes on working', async () => {
    await expect(vision.viewGarment(Buffer.from('not an image'))).rejects.toThrow(/unsupported image format/i);
    expect((await vision.scoreAdultContent(shoe)).flagged).toBe(false);
  }, 60_000);

  it('fails the requests a stopped thread held, and starts a new thread for the next one', async () => {
    const pending = vision.viewGarment(shoe);
    await vision.close();
    await expect(pending).rejects.toThrow('the vision thread stopped');
    expect((await vision.viewGarment(shoe)).itemType[0]!.label).toBe('shoes');
  }, 120_000);
});
