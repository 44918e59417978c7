/**
 * The disposable and free-provider lists for the background worker. They ship as files inside the
 * extension package (copied at build time from their npm packages) and are fetched and built on
 * first use, so the worker starts without parsing 2.4 MB and the content script never sees them.
 */
import { buildCheckLists, type CheckLists } from '../core/checks';

export const LIST_FILES = {
  disposable: 'data/disposable.json',
  disposableWildcard: 'data/disposable-wildcard.json',
  free: 'data/free-providers.json',
} as const;

let lists: Promise<CheckLists> | undefined;

export function loadLists(urlOf: (path: string) => string): Promise<CheckLists> {
  lists ??= (async () => {
    // The files' bytes: the lists read them where they lie, with no text decoded (domain-list.ts).
    const bytes = async (path: string) => {
      const res = await fetch(urlOf(path));
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    };
    const [disposable, disposableWildcard, free] = await Promise.all([
      bytes(LIST_FILES.disposable),
      bytes(LIST_FILES.disposableWildcard),
      bytes(LIST_FILES.free),
    ]);
    return buildCheckLists({ disposable, disposableWildcard, free });
  })();
  lists.catch(() => (lists = undefined));
  return lists;
}
