// @vitest-environment happy-dom
/**
 * The drawing half reaches the session only through the worker's injection into our own world: asked
 * for once, never taken from anything a page put in the document.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = Symbol.for('mailscout.drawing');
let reply: { ok: boolean } = { ok: true };
let inject: (() => void) | null = null;
const sent = vi.fn(async () => {
  inject?.();
  return reply;
});
vi.mock('../../../messaging/send', () => ({ sendFromPage: sent }));
const { loadDrawing, publishDrawing } = await import('../../../page/drawing-handover');
const g = globalThis as Record<symbol, unknown>;

beforeEach(() => {
  delete g[KEY];
  sent.mockClear();
  reply = { ok: true };
  inject = null;
});

describe('the drawing half’s handover', () => {
  it('asks the worker, then takes what the injected script left', async () => {
    const start = vi.fn();
    inject = () => publishDrawing(start as never);
    expect(await loadDrawing()).toBe(start);
    expect(sent).toHaveBeenCalledWith({ type: 'pageOverlay' });
    // Already here: not asked again.
    expect(await loadDrawing()).toBe(start);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('gives null when the worker could not inject it, or injected nothing', async () => {
    reply = { ok: false };
    expect(await loadDrawing()).toBeNull();
    reply = { ok: true };
    expect(await loadDrawing()).toBeNull();
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('takes nothing a page element names', async () => {
    for (const name of ['mailscout.drawing', 'Symbol(mailscout.drawing)', 'drawing']) {
      const el = document.createElement('div');
      el.id = name;
      document.body.append(el);
    }
    expect(await loadDrawing()).toBeNull();
  });
});
