/**
 * Watches every extension context of a browser context (its pages and its service worker) for
 * uncaught errors and console output, so tests can assert there were none and that no log holds
 * the key.
 */
import type { BrowserContext, ConsoleMessage } from '@playwright/test';

export function watchExtension(context: BrowserContext) {
  const errors: string[] = [];
  const texts: string[] = [];
  const fromExtension = (url: string) => url.startsWith('chrome-extension://');
  const onConsole = (m: ConsoleMessage) => {
    const where = m.location().url || m.page()?.url() || m.worker()?.url() || '';
    texts.push(m.text());
    // A failed request is reported by the browser itself; what matters is our own handling of it.
    if (m.type() === 'error' && fromExtension(where) && !/^Failed to load resource/.test(m.text()))
      errors.push(`${where}: ${m.text()}`);
  };
  context.on('console', onConsole);
  context.on('weberror', (e) => errors.push(`uncaught: ${e.error().message}`));
  return { errors: () => errors, texts: () => texts };
}
