import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm run typecheck` checks its projects side by side (decision 070); each one's output must still read whole.

const helper = path.join(path.dirname(new URL(import.meta.url).pathname), 'run-steps.mjs');

/** Runs `runSteps` in a node of its own, so that its printing is captured here. */
function runInNode(steps: { title: string; script: string }[]) {
  const program = `
    import { runSteps } from ${JSON.stringify(helper)};
    const steps = ${JSON.stringify(steps)}.map(({ title, script }) => ({ title, command: 'sh', args: ['-c', script] }));
    const results = await runSteps(steps, { lanes: 2 });
    console.log('RESULTS ' + JSON.stringify(results.map(({ title, ok }) => ({ title, ok }))));
  `;
  const result = spawnSync('node', ['--input-type=module', '-e', program], { encoding: 'utf8' });
  const results = JSON.parse(/RESULTS (.*)/.exec(result.stdout)![1]!) as { title: string; ok: boolean }[];
  return { output: result.stdout + result.stderr, results };
}

describe('runSteps', () => {
  it('prints each step whole while two run at once, and names the one that failed', () => {
    const { output, results } = runInNode([
      { title: 'slow', script: 'echo slow one; sleep 0.4; echo slow two' },
      { title: 'broken', script: 'echo broken one; sleep 0.1; echo broken two >&2; exit 3' },
      { title: 'last', script: 'echo last one' },
    ]);

    expect(results).toEqual([
      { title: 'slow', ok: true },
      { title: 'broken', ok: false },
      { title: 'last', ok: true },
    ]);
    expect(output).toMatch(/▶ slow\nslow one\nslow two\n✔ slow \(\d+ s\)/);
    expect(output).toMatch(/▶ broken\nbroken one\nbroken two\n/);
    expect(output).toMatch(/✖ broken failed after \d+ s/);
    expect(output).toMatch(/▶ last\nlast one\n✔ last/);
  });

  it('fails a step whose command does not exist instead of stopping the others', () => {
    const { results } = runInNode([
      { title: 'missing', script: 'exec no-such-command-here' },
      { title: 'fine', script: 'true' },
    ]);

    expect(results).toEqual([
      { title: 'missing', ok: false },
      { title: 'fine', ok: true },
    ]);
  });
});
