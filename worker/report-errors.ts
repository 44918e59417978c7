/**
 * Uncaught errors and unhandled rejections, logged once each as one line with the context's name,
 * redacted (never a key), so they show in the browser's extension error list and tests can see
 * them, instead of vanishing in a worker.
 */
import { redact } from '../core/api/errors';

export function reportUncaught(where: string): void {
  const log = (kind: string, reason: unknown) => {
    const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
    console.error(`MailScout (${where}): ${kind}: ${redact(text, 300)}`);
  };
  self.addEventListener('error', (e) => log('uncaught error', e.error ?? e.message));
  self.addEventListener('unhandledrejection', (e) => log('unhandled rejection', e.reason));
}
