import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueSale } from '../catalogue/catalogue-entry';
import type { OAuthState } from '../oauth/oauth-store';
import type { IdCounters } from './ids';
import type { SavedSeller } from './sellers';

/** Bumped when the shape below changes in a way an older file cannot be read as. */
const FORMAT = 1;

/**
 * What an emulator must remember to keep honouring what it issued: the tokens
 * (a refresh token lives 18 months), the sellers with their policies, items,
 * offers, listings and orders, the id counters (so no id is handed out twice),
 * the tree version, the clock's offset and the simulated sales. The generated
 * catalogue is not in it: it is rebuilt from its seed.
 */
export type EngineSnapshot = {
  format: typeof FORMAT;
  oauth: OAuthState;
  sellers: SavedSeller[];
  ids: IdCounters;
  treeVersion: string;
  clockOffsetMs: number;
  simulatedSales: CatalogueSale[];
};

/** The snapshot kept in `file`, or undefined when there is none yet. An unreadable file stops the start. */
export function readStateFile(file: string): EngineSnapshot | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const snapshot = parsed as Partial<EngineSnapshot> | undefined;
  if (snapshot?.format !== FORMAT || !snapshot.oauth || !Array.isArray(snapshot.sellers) || !snapshot.ids) {
    throw new Error(
      `The eBay emulator's state file ${file} is not one this version can read. ` +
        'Move it away to start the emulator afresh (every seller then connects eBay again).',
    );
  }
  return snapshot as EngineSnapshot;
}

export type StateWriter = {
  /** Writes the current snapshot; a call while a write runs is folded into one more write after it. */
  write: () => Promise<void>;
};

/**
 * Writes snapshots to `file` one at a time, each whole: to a temporary file
 * first, then renamed over the old one, so a crash mid-write leaves the last
 * good snapshot. Readable by its owner only: it holds the emulator's tokens.
 */
export function createStateWriter(file: string, snapshot: () => EngineSnapshot): StateWriter {
  const temporary = `${file}.${process.pid}.tmp`;
  let running: Promise<void> | undefined;
  let again = false;

  const writeOnce = async (): Promise<void> => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temporary, JSON.stringify(snapshot()), { mode: 0o600 });
    await rename(temporary, file);
  };

  return {
    write() {
      if (running) {
        again = true;
        return running;
      }
      const run = async (): Promise<void> => {
        try {
          do {
            again = false;
            await writeOnce();
          } while (again);
        } finally {
          running = undefined;
        }
      };
      running = run();
      return running;
    },
  };
}
