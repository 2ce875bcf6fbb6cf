// `npm run dev`: the server (API on PORT, default 3000) and Vite's dev server (5173) proxying /api to it.
import { spawn } from 'node:child_process';

const env = { ...process.env, CLIENT_DIR: process.env.CLIENT_DIR ?? '' };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => { stop(); process.exit(code ?? 0); }));
