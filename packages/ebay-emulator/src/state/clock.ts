/**
 * The emulator's clock: the host's clock (options.now) plus an offset the
 * `/_sim/clock` endpoint moves forward, so a test can let days pass for
 * listing traffic, token expiry and the Insights window without waiting.
 */
export type Clock = {
  now: () => number;
  offsetMs: () => number;
  advance: (ms: number) => void;
  reset: () => void;
};

export function createClock(base: () => number): Clock {
  let offset = 0;
  return {
    now: () => base() + offset,
    offsetMs: () => offset,
    advance: (ms) => {
      if (!(ms >= 0)) throw new Error('the clock only moves forward');
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
