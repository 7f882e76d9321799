import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { claim, lockHeld } from './activation-cache';

const lockIn = () => path.join(mkdtempSync(path.join(tmpdir(), 'listlens-lock-')), 'member-0.lock');

/** The id of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('claim', () => {
  it('takes a free lock once, writing its own process id', () => {
    const lock = lockIn();
    expect(claim(lock)).toBe(true);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    expect(lockHeld(lock)).toBe(true);
    // Held by a running process (this one): not taken again.
    expect(claim(lock)).toBe(false);
  });

  it('takes over a lock a killed run left behind', () => {
    const lock = lockIn();
    writeFileSync(lock, String(deadPid()));
    expect(lockHeld(lock)).toBe(false);
    expect(claim(lock)).toBe(true);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
  });

  it('counts a lock as held for the instant before its taker writes its id', () => {
    const lock = lockIn();
    writeFileSync(lock, '');
    expect(lockHeld(lock)).toBe(true);
    expect(claim(lock)).toBe(false);
  });

  it('counts a missing lock as free', () => {
    expect(lockHeld(lockIn())).toBe(false);
  });
});
