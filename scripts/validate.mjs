// `npm run validate`: the static checks side by side (scripts/run-steps.mjs), failing when any one fails.
import { runSteps } from './run-steps.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const steps = [
  { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
  { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'format', command: npm, args: ['run', '--silent', 'format:check'] },
  { name: 'api client', command: npm, args: ['run', '--silent', 'gen:api', '--', '--check'] },
  { name: 'openapi', command: npm, args: ['run', '--silent', 'lint:openapi'] },
];

const results = await runSteps(steps);
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (failed.length > 0) {
  console.error(`validate: ${failed.join(', ')} failed`);
  process.exit(1);
}
console.log(`validate: ${results.map((result) => `${result.name} ${result.seconds} s`).join(', ')}`);
