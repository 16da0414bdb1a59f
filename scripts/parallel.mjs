// Runs npm scripts at the same time (typecheck and lint are single-threaded: on two cores they take the time of
// the longer one) and prints each one's output when it ends. Exits 1 if any failed.
//   node scripts/parallel.mjs typecheck lint
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => {
        process.stdout.write(`\n== npm run ${script} (exit ${code})\n${output}`);
        resolve(code === 0);
      });
    }),
);
const passed = await Promise.all(runs);
process.exit(passed.every(Boolean) ? 0 : 1);
