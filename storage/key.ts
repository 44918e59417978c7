/**
 * The API key: IndexedDB at the extension's own origin (`db.ts`), which content scripts run in the
 * page's origin cannot open, in Chrome or Firefox. It never syncs, and only the worker reads it: the
 * options page saves and shows it through messages.
 */
import { keyProblem } from '../core/service-input';
import { openDb } from './db';

export async function getApiKey(): Promise<string | null> {
  return (await (await openDb()).get('secrets', 'apiKey')) ?? null;
}

export async function setApiKey(key: string): Promise<void> {
  const problem = keyProblem(key);
  if (problem) throw new Error(problem);
  await (await openDb()).put('secrets', key, 'apiKey');
}

export async function clearApiKey(): Promise<void> {
  await (await openDb()).delete('secrets', 'apiKey');
}
