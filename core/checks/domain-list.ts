/**
 * A large set of domains held compactly: their ASCII bytes, newline-separated, plus two typed arrays
 * of offsets, searched by binary search without allocating. For the 121k-domain
 * disposable list this is a fraction of a Set of strings' memory (figures in `npm run bench`).
 *
 * Entries are trimmed, lower-cased and converted to ASCII (an IDN entry such as
 * `desayuno-étnico.info` is stored as punycode, the form addresses are normalized to), then sorted
 * and de-duplicated.
 */
import { toAsciiDomain } from './idna';

export class DomainList {
  private constructor(
    /** The entries in order, ASCII, one byte each, each followed by a newline. */
    private readonly bytes: Uint8Array,
    private readonly starts: Uint32Array,
    private readonly lengths: Uint16Array,
  ) {}

  get size(): number {
    return this.starts.length;
  }

  /**
   * A JSON array of domain strings, as the npm lists ship it, as text or as the file's bytes. The
   * bytes are read where they lie (`fromJsonBytes`): no text is decoded and no string made per entry.
   */
  static fromJsonArray(json: string | Uint8Array): DomainList {
    const bytes = typeof json === 'string' ? new TextEncoder().encode(json) : json;
    return (
      DomainList.fromJsonBytes(bytes) ??
      DomainList.fromArray(JSON.parse(new TextDecoder().decode(bytes)) as string[])
    );
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
    for (const d of clean) if (d !== '' && d !== unique[unique.length - 1]) unique.push(d);
    const bytes = new TextEncoder().encode(unique.map((d) => `${d}\n`).join(''));
    const starts = new Uint32Array(unique.length);
    const lengths = new Uint16Array(unique.length);
    for (let i = 0, at = 0; i < unique.length; at += unique[i++]!.length + 1) {
      starts[i] = at;
      lengths[i] = unique[i]!.length;
    }
    return new DomainList(bytes, starts, lengths);
  }

  /**
   * The lists as their packages ship them: sorted, distinct, nearly every entry clean (lower-case
   * ASCII letters, digits, dots and hyphens). One pass over the bytes copies the clean entries as they
   * are read; the odd one in another form (an IDN such as `desayuno-étnico.info`) is normalized by
   * `fromArray` and merged in. Null for anything else (an escape, a clean entry out of order, not an
   * array of strings), which the caller reads the slow way.
   */
  private static fromJsonBytes(json: Uint8Array): DomainList | null {
    const n = json.length;
    const out = new Uint8Array(n);
    // Room for an entry every 16 bytes (the lists' entries take about 20 with their quotes, comma and
    // indent), doubled if need be.
    let starts = new Uint32Array((n >>> 4) + 1);
    let lengths = new Uint16Array((n >>> 4) + 1);
    const odd: string[] = [];
    const enum At {
      Start,
      Opened,
      Comma,
      InEntry,
      AfterEntry,
      Closed,
    }
    let at = At.Start;
    let count = 0;
    let w = 0;
    let entry = 0;
    let from = 0;
    let clean = true;
    for (let i = 0; i < n; i++) {
      const c = json[i]!;
      if (at === At.InEntry) {
        if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46) out[w++] = c;
        else if (c === 92 /* \\ */) return null;
        else if (c !== 34 /* " */) clean = false;
        else {
          const length = w - entry;
          if (!clean) {
            odd.push(new TextDecoder().decode(json.subarray(from, i)));
            w = entry;
          } else if (
            length === 0 ||
            length > 0xffff ||
            (count > 0 && compare(out, entry, length, out, starts[count - 1]!, lengths[count - 1]!) <= 0)
          ) {
            return null;
          } else {
            if (count === starts.length) {
              starts = grown(starts, new Uint32Array(count * 2));
              lengths = grown(lengths, new Uint16Array(count * 2));
            }
            starts[count] = entry;
            lengths[count++] = length;
            out[w++] = 10;
          }
          at = At.AfterEntry;
        }
      } else if (c === 32 || c === 10 || c === 13 || c === 9) continue;
      else if (c === 34 && (at === At.Opened || at === At.Comma)) {
        at = At.InEntry;
        entry = w;
        from = i + 1;
        clean = true;
      } else if (c === 91 /* [ */ && at === At.Start) at = At.Opened;
      else if (c === 44 /* , */ && at === At.AfterEntry) at = At.Comma;
      else if (c === 93 /* ] */ && (at === At.AfterEntry || at === At.Opened)) at = At.Closed;
      else return null;
    }
    if (at !== At.Closed) return null;
    if (!odd.length) return new DomainList(out.slice(0, w), starts.slice(0, count), lengths.slice(0, count));
    // The odd entries, normalized, after the others; both runs merged in order, each entry once.
    const extra = DomainList.fromArray(odd);
    const bytes = new Uint8Array(w + extra.bytes.length);
    bytes.set(out.subarray(0, w));
    bytes.set(extra.bytes, w);
    const mergedStarts = new Uint32Array(count + extra.size);
    const mergedLengths = new Uint16Array(count + extra.size);
    let m = 0;
    for (let a = 0, b = 0; a < count || b < extra.size;) {
      const bStart = w + (extra.starts[b] ?? 0);
      const bLength = extra.lengths[b] ?? 0;
      const order =
        a === count
          ? 1
          : b === extra.size
            ? -1
            : compare(bytes, starts[a]!, lengths[a]!, bytes, bStart, bLength);
      if (order <= 0) {
        mergedStarts[m] = starts[a]!;
        mergedLengths[m++] = lengths[a++]!;
        if (order === 0) b++;
      } else {
        mergedStarts[m] = bStart;
        mergedLengths[m++] = bLength;
        b++;
      }
    }
    return new DomainList(bytes, mergedStarts.slice(0, m), mergedLengths.slice(0, m));
  }

  private compareTo(index: number, needle: string): number {
    const start = this.starts[index]!;
    const len = this.lengths[index]!;
    for (let k = 0; k < len && k < needle.length; k++) {
      const d = this.bytes[start + k]! - needle.charCodeAt(k);
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

/** Two entries in byte order, each a stretch of bytes: negative if the first comes first. */
function compare(
  a: Uint8Array,
  aStart: number,
  aLength: number,
  b: Uint8Array,
  bStart: number,
  bLength: number,
): number {
  for (let k = 0; k < aLength && k < bLength; k++) {
    const d = a[aStart + k]! - b[bStart + k]!;
    if (d !== 0) return d;
  }
  return aLength - bLength;
}

function grown<T extends Uint32Array | Uint16Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
