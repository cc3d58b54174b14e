#!/usr/bin/env node
// `npm start`: install what is missing, build the web app, run the sandbox serving it and its
// API on one port (PORT, default 3000), and its payment provider on its own origin
// (PAYMENT_PROVIDER_PORT, default PORT + 1; apps/api README "Payments") and its media provider
// on another (MEDIA_PROVIDER_PORT, default PORT + 2; apps/api README "Media") and its game
// provider on a third (GAME_PROVIDER_PORT, default PORT + 3; apps/api README "Game provider and
// seamless wallet").
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstall, root } from './ensure-install.mjs';

ensureInstall();

const bin = (name) => join(root, 'node_modules', '.bin', name);
const build = spawnSync(bin('nx'), ['run', '@bet/web:build', '--output-style=static'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(bin('tsx'), [join(root, 'apps/api/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
