/** What a person types for the service: its URL and the API key, checked before anything is stored. */

/** The reference service on this computer: what MailScout talks to out of the box. */
export const DEFAULT_SERVICE_URL = 'http://127.0.0.1:8787';

/** A key is 32 printable characters, no spaces. Returns what is wrong, or null. */
export function keyProblem(key: string): string | null {
  if (key === '') return 'Enter your API key.';
  if (/\s/.test(key)) return 'The key contains spaces; paste it again without them.';
  if (!/^[\x21-\x7e]*$/.test(key)) return 'The key contains characters a key never has; paste it again.';
  if (key.length !== 32) return `A key has 32 characters; this one has ${key.length}.`;
  return null;
}

/** This computer: 127.0.0.0/8, ::1 and localhost. */
export function isLoopback(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h);
}

/**
 * A service URL must be https (or http to this computer), with no credentials, query or fragment.
 * Returns the origin-based URL.
 */
export function normalizeServiceUrl(input: string): { url: string } | { problem: string } {
  const s = input.trim();
  if (s === '') return { problem: 'Enter the service URL, such as https://api.example.com.' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(s) ? s : `https://${s}`);
  } catch {
    return { problem: 'That is not a web address. Use one like https://api.example.com.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { problem: 'The URL must start with https:// or http://.' };
  // Some URL parsers (Chrome's) accept spaces or odd characters in a host by percent-encoding them.
  const hostOk =
    /^\[[0-9a-f:.]+\]$/i.test(url.hostname) || /^(?!-)[a-z0-9-]+(\.(?!-)[a-z0-9-]+)*$/i.test(url.hostname);
  if (!hostOk) return { problem: 'That is not a web address. Use one like https://api.example.com.' };
  if (url.username || url.password) return { problem: 'Leave the user name and password out of the URL.' };
  // Over plain http the key (in every request) crosses the network readable by anyone on the way,
  // and Firefox upgrades an extension's http requests to https anyway: http is for this computer.
  if (url.protocol === 'http:' && !isLoopback(url.hostname)) {
    return {
      problem: `Use https:// for a service on another computer (https://${url.host}): over http:// your key would cross the network unencrypted. http:// is only for a service on this computer (127.0.0.1, localhost).`,
    };
  }
  if (url.search || url.hash) return { problem: 'Leave the ?query and #fragment out of the URL.' };
  return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** The match pattern for the host permission the service needs. */
export const originPattern = (serviceUrl: string) => `${new URL(serviceUrl).origin}/*`;
