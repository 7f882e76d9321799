// `npm run check:boundaries` (and a step of `npm test`): the module boundaries of decision 023.
import path from 'node:path';
import { checkBoundaries } from './boundaries/check-boundaries';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const violations = checkBoundaries(root);
for (const violation of violations) console.error(`${violation.file}: ${violation.message}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} boundary violation(s)`);
  process.exit(1);
}
console.info('Module boundaries hold.');
