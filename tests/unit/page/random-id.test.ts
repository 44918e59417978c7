import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from '../../../page/random-id';

describe('randomId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is hex of the length asked, and differs each time', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomId(4)).toMatch(/^[0-9a-f]{8}$/);
    expect(new Set(Array.from({ length: 100 }, () => randomId())).size).toBe(100);
  });

  it('needs no secure context: a page over plain http has no crypto.randomUUID', () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(randomId(4)).toMatch(/^[0-9a-f]{8}$/);
  });
});
