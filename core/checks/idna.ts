/**
 * Domain to ASCII (IDNA, UTS #46) through the platform's WHATWG URL host parser, which browsers,
 * extension workers and Node all ship: it maps (upper case, full-width forms), encodes with punycode
 * and rejects invalid `xn--` labels. No library needed, nothing added to the bundle.
 * Returns null when the name cannot be converted.
 */
export function toAsciiDomain(domain: string): string | null {
  if (/^[a-z0-9.-]*$/.test(domain) && !domain.includes('xn--')) return domain;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}
