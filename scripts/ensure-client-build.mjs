// Builds the client when its build is missing or older than its sources (`--force` always builds);
// `--pseudo` builds the pseudo-locale client into client/dist-pseudo (tests/e2e/pseudo-locale.spec.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const pseudo = process.argv.includes('--pseudo');
const outDir = pseudo ? 'client/dist-pseudo' : 'client/dist';
const built = path.join(root, outDir, 'index.html');
const sources = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts', 'shared'].map((p) => path.join(root, p));

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

const force = process.argv.includes('--force');
if (!force && existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestMtime))) process.exit(0);

console.log(pseudo ? 'Building the pseudo-locale client…' : 'Building the client…');
const result = spawnSync('npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn', '--outDir', path.join(root, outDir), '--emptyOutDir'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_PSEUDO_LOCALE: pseudo ? '1' : '' },
});
process.exit(result.status ?? 1);
