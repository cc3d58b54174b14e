#!/usr/bin/env node
// `npm run dev`: the sandbox (restarting on change) and the Vite dev server with hot reload,
// which forwards API calls to the sandbox.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureInstall, root } from './ensure-install.mjs';

ensureInstall();
const bin = (name) => join(root, 'node_modules', '.bin', name);
const port = process.env.PORT ?? '3000';
const children = [
  spawn(bin('tsx'), ['watch', join(root, 'apps/api/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn(bin('vite'), ['--config', join(root, 'apps/web/vite.config.ts')], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, SANDBOX_URL: `http://localhost:${port}` },
  }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
