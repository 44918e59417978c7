// @vitest-environment happy-dom
/** A page firing synthetic `change` events on an email field causes no traffic to the worker. */
import { describe, expect, it, vi } from 'vitest';

const sent = vi.fn(async () => ({ ok: false as const, error: { message: 'x', action: 'y', kind: 'x' } }));
vi.mock('../../../../messaging/send', () => ({ sendFromPage: sent }));
const { watchTypoHints } = await import('../../../../page/features/typo-hint');

describe('typo hints', () => {
  it('ignore 20,000 synthetic change events', () => {
    const form = document.createElement('form');
    const input = Object.assign(document.createElement('input'), { type: 'email' });
    form.append(input);
    document.body.replaceChildren(form);
    const controller = new AbortController();
    watchTypoHints(controller.signal, { show: vi.fn() } as never);
    for (let i = 0; i < 20_000; i++) {
      input.value = `jane${i}@gmial.com`;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    expect(sent).not.toHaveBeenCalled();
    controller.abort();
  });
});
