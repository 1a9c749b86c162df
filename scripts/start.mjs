#!/usr/bin/env node
// `npm start`: build what is missing (the web app's or the operator console's bundle), then
// run the server on the environment of DESIGN.md section 5. Signals are passed on for a
// graceful shutdown.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'dist', 'web', 'index.html');
const consoleIndex = path.join(root, 'dist', 'console', 'index.html');

if (!existsSync(webIndex) || !existsSync(consoleIndex) || process.env.FORCE_BUILD === '1') {
  process.stdout.write('Building the web app (first start)...\n');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('The web build failed; see the output above.\n');
    process.exit(build.status ?? 1);
  }
}

// The sample catalogue is no longer generated here: the server seeds its rows at once and its
// episodes are transcoded by jobs (SAMPLE_CATALOGUE, src/server/modules/media/sample-seed.ts).
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
