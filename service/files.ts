/** Small, crash-safe file helpers for the data directory: a write lands whole or not at all. */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

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

export function readJsonSync<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`Could not read ${path}: ${(e as Error).message}`);
  }
}
