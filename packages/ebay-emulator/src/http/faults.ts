import { createPrng, type Prng } from '../lib/prng';
import { resolveFaults, type FaultOptions, type ResolvedFaults } from '../options';

export type FaultDecision =
  { kind: 'none' } | { kind: '429'; retryAfterSeconds: number } | { kind: '500' } | { kind: 'slow'; ms: number };

/** A one-off fault for the next matching request, e.g. "the token endpoint answers 500 once". */
export type ScriptedFault = {
  kind: '429' | '500' | 'slow';
  /** Only requests whose path (after the emulator prefix) starts with this are hit. */
  pathPrefix?: string;
  delayMs?: number;
  retryAfterSeconds?: number;
};

export type FaultInjector = ReturnType<typeof createFaultInjector>;

/**
 * Fault injection for the API and token endpoints. Random faults come from a
 * seeded generator, so a test that sets `{ rate429: 0.2, seed: 7 }` sees the
 * same sequence every run; scripted faults are consumed first, in order.
 */
export function createFaultInjector(initial: ResolvedFaults) {
  let config = initial;
  let prng: Prng = createPrng(config.seed);
  let queue: ScriptedFault[] = [];

  return {
    get config(): ResolvedFaults {
      return config;
    },

    /** Replace the random-fault settings; the generator restarts from the (new) seed. */
    configure(faults: FaultOptions): ResolvedFaults {
      config = resolveFaults(faults, config);
      prng = createPrng(config.seed);
      return config;
    },

    script(faults: readonly ScriptedFault[]): void {
      queue = [...queue, ...faults];
    },

    get pending(): readonly ScriptedFault[] {
      return queue;
    },

    clear(): void {
      config = resolveFaults({ rate429: 0, rate500: 0, rateSlow: 0 }, config);
      prng = createPrng(config.seed);
      queue = [];
    },

    decide(path: string): FaultDecision {
      const index = queue.findIndex((fault) => !fault.pathPrefix || path.startsWith(fault.pathPrefix));
      const scripted = index >= 0 ? queue[index] : undefined;
      if (scripted) {
        queue.splice(index, 1);
        if (scripted.kind === '429') {
          return { kind: '429', retryAfterSeconds: scripted.retryAfterSeconds ?? config.retryAfterSeconds };
        }
        if (scripted.kind === '500') return { kind: '500' };
        return { kind: 'slow', ms: scripted.delayMs ?? config.slowMs };
      }
      if (config.rate429 + config.rate500 + config.rateSlow === 0) return { kind: 'none' };
      const roll = prng.next();
      if (roll < config.rate429) return { kind: '429', retryAfterSeconds: config.retryAfterSeconds };
      if (roll < config.rate429 + config.rate500) return { kind: '500' };
      if (roll < config.rate429 + config.rate500 + config.rateSlow) return { kind: 'slow', ms: config.slowMs };
      return { kind: 'none' };
    },
  };
}
