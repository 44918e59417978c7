/** Small, crash-safe file helpers for the data directory: a write lands whole or not at all. */
import { mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

let counter = 0;
const tmpName = (path: string) => `${path}.${process.pid}.${++counter}.tmp`;

export function writeJsonSync(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = tmpName(path);
  writeFileSync(tmp, JSON.stringify(value));
  renameSync(tmp, path);
}

export async function writeJson(path: string, value: unknown): Promise<void> {
  const tmp = tmpName(path);
  await writeFile(tmp, JSON.stringify(value));
  await rename(tmp, path);
}

/**
 * A JSON file, or undefined when there is none. A file that cannot be read as JSON (torn by a crash,
 * emptied by a full disk) is moved aside as `<name>.corrupt-<time>` with a log line saying so, and
 * the service starts without it rather than not at all.
 */
export function readJsonSync<T>(path: string): T | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`Could not read ${path}: ${(e as Error).message}`);
  }
  try {
    return JSON.parse(text) as T;
  } catch (e) {
    const aside = `${path}.corrupt-${Date.now()}`;
    renameSync(path, aside);
    console.error(
      `MailScout service: ${path} is not valid JSON (${(e as Error).message}); moved it to ${aside} and started without it.`,
    );
    return undefined;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data directory for this process: two services on one directory would both hand out the
 * same batch ids and overwrite each other's balances. A lock left by a process that is gone is taken
 * over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'service.lock');
  for (let tries = 0; ; tries++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || tries > 0) throw e;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new Error(
          `Another MailScout service (process ${holder}) is using the data directory ${dir}. Stop it, or give this one another --data-dir.`,
        );
      }
      unlinkSync(file); // left by a process that is gone
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}
