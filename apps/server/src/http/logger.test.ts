import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function capture(terminal: boolean) {
  const out = new PassThrough();
  const lines: string[] = [];
  out.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const logger = createLogger({ LOG_LEVEL: 'info' }, { terminal, destination: out });
  logger.info({ itemId: 'i-1', body: { password: 'Thimble-Harbor-42' } }, 'item saved');
  return lines.join('');
}

describe('the log', () => {
  it('prints readable lines at a terminal, never the password', () => {
    const text = capture(true);
    expect(text).toMatch(/INFO.*item saved/);
    expect(text).toContain('itemId: "i-1"');
    expect(text).not.toContain('{"level"');
    expect(text).not.toContain('Thimble-Harbor-42');
  });

  it('writes JSON lines when the output is not a terminal', () => {
    const line = JSON.parse(capture(false)) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, msg: 'item saved', itemId: 'i-1', body: { password: '[redacted]' } });
  });
});
