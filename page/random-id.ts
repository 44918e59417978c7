/**
 * A random id in hex, `bytes` long. Not `crypto.randomUUID`: browsers give it to secure contexts only,
 * and a page served over plain http (an intranet CRM, a self-hosted tool) is none, where it is undefined
 * and the content script would stop before its first badge. `getRandomValues` is everywhere.
 */
export function randomId(bytes = 16): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}
