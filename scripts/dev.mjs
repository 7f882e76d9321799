#!/usr/bin/env node
// `npm run dev`: the API server under `tsx watch` on API_PORT and Vite with hot
// reload on PORT, proxying /api to it. The browser uses Vite's origin, so OAuth
// redirects are built from it (APP_PUBLIC_URL).
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npm', ['run', 'dev', '-w', '@listlens/server'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      NODE_ENV: 'development',
      APP_PUBLIC_URL: process.env.APP_PUBLIC_URL ?? `http://localhost:${port}`,
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@listlens/web'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  });
