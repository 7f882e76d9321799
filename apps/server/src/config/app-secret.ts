import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * APP_SECRET signs sessions and derives the token-encryption key. When it is not
 * set, one is generated on first start and kept in the data folder so sessions
 * and encrypted tokens survive restarts.
 */
export function resolveAppSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) return explicit;
  const file = path.join(dataDir, 'secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
