import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadActivity } from './upload-activity';

// Decision 035: the adult-content check starts once this process's uploads have been quiet
// for a second, and never later than its deadline. The clock is vitest's fake one.

/** Whether `promise` has settled once every due timer has run. */
async function settledYet(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upload activity', () => {
  it('lets a check start at once in a process where no upload has run', async () => {
    const activity = createUploadActivity(1000);
    expect(await settledYet(activity.settled(Date.now() + 30_000))).toBe(true);
  });

  it('holds a check while an upload runs, then for a quiet second after it ends', async () => {
    const activity = createUploadActivity(1000);
    const ended = activity.begin();
    const check = activity.settled(Date.now() + 30_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settledYet(check)).toBe(false);
    expect(activity.state()).toEqual({ uploads: 1, waiting: 1 });

    ended();
    ended(); // a second call changes nothing
    expect(activity.state().uploads).toBe(0);
    await vi.advanceTimersByTimeAsync(900);
    expect(await settledYet(check)).toBe(false);
    // The next request of a batch starts within the quiet second: the check keeps waiting.
    const next = activity.begin();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await settledYet(check)).toBe(false);
    next();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settledYet(check)).toBe(true);
    expect(activity.state()).toEqual({ uploads: 0, waiting: 0 });
  });

  it('lets a check start at its deadline while uploads keep running', async () => {
    const activity = createUploadActivity(1000);
    activity.begin();
    const check = activity.settled(Date.now() + 30_000);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(await settledYet(check)).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settledYet(check)).toBe(true);
  });
});
