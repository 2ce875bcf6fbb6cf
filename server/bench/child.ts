// The server processes of the benchmarks: each runs the bench file itself in a child mode, prints
// `READY <url>` once it listens, and is measured from outside (its RSS read from /proc).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { serverNodeArgs } from '../../scripts/server-node.mjs';

/** Starts `node <the server's node arguments> <file> ...args`; resolves with the URL the child prints once it is ready, and what it printed until then. */
export function spawnChild(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ url: string; child: ChildProcess; out: string }> {
  return new Promise((resolve, reject) => {
    // BENCH_NODE_ARGS (e.g. --cpu-prof) go to the server processes, for profiling under load.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, ...serverNodeArgs(), file, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (d) => {
      out += d;
      const m = out.match(/READY (\S+)/);
      if (m) resolve({ url: m[1], child, out });
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code}) before it was ready`)));
  });
}

export async function stopChild(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

/** Resident memory of a process in MB (0 once it has gone). */
export function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every 100 ms until stop(), which returns the highest and the last reading. */
export function watchRss(pid: number): { stop: () => { peak: number; last: number } } {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  return {
    stop: () => {
      clearInterval(timer);
      const last = rssOf(pid);
      return { peak: Math.max(peak, last), last };
    },
  };
}

/** CPU time a process has used so far, user and system, in ms (0 once it has gone); Linux clock ticks of 10 ms. */
export function cpuMsOf(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
