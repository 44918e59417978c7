/** Runs `service/main.ts` as its own process on a free loopback port and resolves with its URL. */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface SpawnedService {
  url: string;
  child: ChildProcess;
  /** Everything the service printed so far. */
  output: () => string;
}

export function spawnService(args: string[], env: Record<string, string> = {}): Promise<SpawnedService> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts', '--port', '0', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((resolveUrl, reject) => {
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolveUrl({ url: m[1]!, child, output: () => out });
    });
    child.on('exit', (code) => reject(new Error(`service exited ${code}: ${out}`)));
  });
}
