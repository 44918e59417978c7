/**
 * How the drawing half (drawing.ts) reaches the session: the content script asks the worker for it
 * (`pageOverlay`), the worker injects the overlay script into the asking frame, in the content
 * script's own world, and the script leaves its start function on that world's global under a symbol.
 * The page never sees that global, and a page element cannot stand in for a symbol-keyed property (its
 * id names only string properties).
 */
import { sendFromPage } from '../messaging/send';
import type { startDrawing } from './drawing';

type StartDrawing = typeof startDrawing;

const KEY = Symbol.for('mailscout.drawing');

/** Run by the overlay script when injected. */
export function publishDrawing(start: StartDrawing): void {
  (globalThis as Record<symbol, unknown>)[KEY] = start;
}

/** Asks for the drawing half; null if the worker could not inject it (the caller may ask again). */
export async function loadDrawing(): Promise<StartDrawing | null> {
  const g = globalThis as Record<symbol, unknown>;
  if (typeof g[KEY] !== 'function') {
    const reply = await sendFromPage({ type: 'pageOverlay' });
    if (!reply.ok) return null;
  }
  return typeof g[KEY] === 'function' ? (g[KEY] as StartDrawing) : null;
}
