/**
 * A large set of domains held compactly: one newline-joined ASCII string (one byte per character)
 * plus two typed arrays of offsets, searched by binary search without allocating. For the 121k-domain
 * disposable list this is a fraction of a Set of strings' memory (figures in `npm run bench`).
 *
 * Entries are trimmed, lower-cased and converted to ASCII (an IDN entry such as
 * `desayuno-étnico.info` is stored as punycode, the form addresses are normalized to), then sorted
 * and de-duplicated.
 */
import { toAsciiDomain } from './idna';

export class DomainList {
  private constructor(
    private readonly text: string,
    private readonly starts: Uint32Array,
    private readonly lengths: Uint16Array,
  ) {}

  get size(): number {
    return this.starts.length;
  }

  /** Parses a JSON array of domain strings, as the npm lists ship. */
  static fromJsonArray(json: string): DomainList {
    return DomainList.fromArray(JSON.parse(json) as string[]);
  }

  static fromArray(domains: readonly string[]): DomainList {
    const clean: string[] = [];
    for (const raw of domains) {
      // Nearly every entry is already clean; only the odd one pays for normalizing.
      if (!/[^a-z0-9.-]/.test(raw)) clean.push(raw);
      else {
        const ascii = toAsciiDomain(raw.trim().toLowerCase());
        if (ascii) clean.push(ascii);
      }
    }
    clean.sort(); // linear on the already sorted lists
    const unique: string[] = [];
    const starts = new Uint32Array(clean.length);
    const lengths = new Uint16Array(clean.length);
    let at = 0;
    for (const d of clean) {
      if (d === '' || d === unique[unique.length - 1]) continue;
      starts[unique.length] = at;
      lengths[unique.length] = d.length;
      unique.push(d);
      at += d.length + 1;
    }
    return new DomainList(unique.join('\n'), starts.slice(0, unique.length), lengths.slice(0, unique.length));
  }

  private compareTo(index: number, needle: string): number {
    const start = this.starts[index]!;
    const len = this.lengths[index]!;
    for (let k = 0; k < len && k < needle.length; k++) {
      const d = this.text.charCodeAt(start + k) - needle.charCodeAt(k);
      if (d !== 0) return d;
    }
    return len - needle.length;
  }

  /** Exact membership of a lower-case ASCII domain. */
  has(domain: string): boolean {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.compareTo(mid, domain);
      if (c === 0) return true;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  /** The domain or any parent domain of it (down to two labels) is listed. */
  hasOrParent(domain: string): boolean {
    let d = domain;
    for (;;) {
      if (this.has(d)) return true;
      const dot = d.indexOf('.');
      if (dot < 0 || d.indexOf('.', dot + 1) < 0) return false;
      d = d.slice(dot + 1);
    }
  }
}
