/**
 * How long no upload must have run in this process before the adult-content check starts
 * (decision 035): the gap between a seller's batches, or between one request's answer and the
 * next request, is far shorter, so a stream of uploads counts as one.
 */
export const UPLOAD_QUIET_MS = 1000;

/**
 * The uploads running in this process (issue 19, point 8). The adult-content check waits for
 * a quiet moment, so its model does not take the cores an upload's renditions need; it never
 * waits past the deadline its job carries (decision 035).
 */
export type UploadActivity = {
  /** Marks one upload request as running; call the returned function once it has answered. */
  begin: () => () => void;
  /** Resolves once no upload has run for `UPLOAD_QUIET_MS`, or at `deadline` (epoch ms), whichever is first. */
  settled: (deadline: number) => Promise<void>;
  /** Uploads running now, and checks waiting for them to end. */
  state: () => { uploads: number; waiting: number };
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createUploadActivity(quietMs = UPLOAD_QUIET_MS): UploadActivity {
  let uploads = 0;
  let waiting = 0;
  let lastEnded = Number.NEGATIVE_INFINITY;
  return {
    begin: () => {
      uploads++;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        uploads--;
        lastEnded = Date.now();
      };
    },
    settled: async (deadline) => {
      waiting++;
      try {
        for (;;) {
          const now = Date.now();
          const quietFor = uploads === 0 ? now - lastEnded : 0;
          if (quietFor >= quietMs || now >= deadline) return;
          await sleep(Math.min(quietMs - quietFor, deadline - now));
        }
      } finally {
        waiting--;
      }
    },
    state: () => ({ uploads, waiting }),
  };
}
