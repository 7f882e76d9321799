// Runs commands side by side, a few at a time (`npm run typecheck`'s projects): each one's output is
// held and printed whole when it ends, so two steps' lines never interleave (decision 070).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * @typedef {{ title: string, command: string, args: string[], env?: Record<string, string> }} Step
 * @typedef {{ title: string, ok: boolean, seconds: number }} StepResult
 */

/** One step, its output held: resolves when the command ends, never rejects. */
function runHeld(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(step.command, step.args, { env: { ...process.env, ...step.env } });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const end = (ok, extra = '') => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const output = Buffer.concat(chunks).toString('utf8') + extra;
      resolve({ title: step.title, ok, seconds, output });
    };
    child.on('error', (error) => end(false, `${error.message}\n`));
    child.on('close', (code) => end(code === 0));
  });
}

/**
 * Runs the steps at most `lanes` at a time, in the order given, and prints each one's output as it
 * ends (with ✔ or ✖ and its wall time).
 * @param {Step[]} steps
 * @param {{ lanes?: number }} [options]
 * @returns {Promise<StepResult[]>} in the steps' order
 */
export async function runSteps(steps, { lanes = availableParallelism() } = {}) {
  const results = new Array(steps.length);
  let next = 0;
  const lane = async () => {
    while (next < steps.length) {
      const at = next++;
      const { output, ...result } = await runHeld(steps[at]);
      console.log(`\n▶ ${result.title}`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (result.ok) console.log(`✔ ${result.title} (${result.seconds} s)`);
      else console.error(`✖ ${result.title} failed after ${result.seconds} s`);
      results[at] = result;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, steps.length)) }, lane));
  return results;
}
