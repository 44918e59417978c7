/**
 * A large set of domains held compactly: the list's own text plus two typed arrays of offsets,
 * searched by binary search without allocating. For the 121k-domain disposable list this keeps
 * about 2.9 MB (the text is already in the bundle) instead of a ~10 MB Set of strings, and builds in
 * one pass over the text.
 *
 * Fast path: a JSON array of lower-case, sorted, escape-free strings (how the npm lists ship) is
 * indexed where it lies. Anything else is parsed, cleaned, sorted and joined first.
 */
export class DomainList {
  private constructor(
    private readonly text: string,
    private readonly starts: Uint32Array,
    private readonly lengths: Uint16Array,
  ) {}

  get size(): number {
    return this.starts.length;
  }

  static fromArray(domains: Iterable<string>): DomainList {
    const clean = [...new Set([...domains].map((d) => d.trim().toLowerCase()).filter(Boolean))].sort();
    const text = clean.join('\n');
    const starts = new Uint32Array(clean.length);
    const lengths = new Uint16Array(clean.length);
    let at = 0;
    clean.forEach((d, i) => {
      starts[i] = at;
      lengths[i] = d.length;
      at += d.length + 1;
    });
    return new DomainList(text, starts, lengths);
  }

  /** Indexes a JSON array of strings such as `["a.com","b.com"]` in place when it can. */
  static fromJsonArray(json: string): DomainList {
    return DomainList.indexSortedJson(json) ?? DomainList.fromArray(JSON.parse(json) as string[]);
  }

  private static indexSortedJson(json: string): DomainList | null {
    const starts: number[] = [];
    const lengths: number[] = [];
    let i = json.indexOf('"');
    while (i >= 0) {
      const end = json.indexOf('"', i + 1);
      if (end < 0) return null;
      for (let k = i + 1; k < end; k++) {
        const c = json.charCodeAt(k);
        if (c === 92 /* \ */ || (c >= 65 && c <= 90) /* A-Z */ || c > 127) return null;
      }
      starts.push(i + 1);
      lengths.push(end - i - 1);
      i = json.indexOf('"', end + 1);
    }
    const list = new DomainList(json, Uint32Array.from(starts), Uint16Array.from(lengths));
    for (let k = 1; k < list.size; k++) if (list.compareEntries(k - 1, k) >= 0) return null;
    return list;
  }

  private compareEntries(a: number, b: number): number {
    const { text } = this;
    const la = this.lengths[a]!;
    const lb = this.lengths[b]!;
    const sa = this.starts[a]!;
    const sb = this.starts[b]!;
    for (let k = 0; k < la && k < lb; k++) {
      const d = text.charCodeAt(sa + k) - text.charCodeAt(sb + k);
      if (d !== 0) return d;
    }
    return la - lb;
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
