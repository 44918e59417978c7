/**
 * Edit distance tuned for typing mistakes (optimal string alignment): inserting, deleting or swapping
 * two neighbouring characters costs 1; replacing a character costs 1 when the two keys touch on a
 * QWERTY keyboard or the two look alike (`i`/`l`, `o`/`0`, `l`/`1`), and 2 otherwise; `rn` typed or
 * read for `m` (and `vv` for `w`) costs 1. So `gnail` is 1 from `gmail`, `gmaii` 1, `wahoo` 2 from
 * `yahoo`.
 */
const ROWS = ['1234567890-', 'qwertyuiop', 'asdfghjkl;', 'zxcvbnm,.'];
/** Characters that look alike in most fonts: misread from paper, or mistyped from a screen. */
const LOOK_ALIKE = ['il', 'l1', 'i1', 'o0', 'uv'];
/** Two characters that read as one. */
const DIGRAPHS: Record<string, string> = { rn: 'm', vv: 'w' };

/** Built on first use: most callers never need it. */
let neighbours: Map<string, Set<string>> | undefined;

function buildNeighbours(): Map<string, Set<string>> {
  const pos = new Map<string, [number, number]>();
  ROWS.forEach((row, r) => [...row].forEach((ch, c) => pos.set(ch, [r, c])));
  const map = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (!map.has(a)) map.set(a, new Set());
    map.get(a)!.add(b);
  };
  for (const [a, [ra, ca]] of pos) {
    for (const [b, [rb, cb]] of pos) {
      // Rows are staggered: a key touches the keys one column left or right on its own row, the same
      // column and the one to its right on the row above, and the same and the one to its left below.
      const dr = rb - ra;
      const dc = cb - ca;
      if (a === b) continue;
      if (
        (dr === 0 && Math.abs(dc) === 1) ||
        (dr === -1 && (dc === 0 || dc === 1)) ||
        (dr === 1 && (dc === 0 || dc === -1))
      ) {
        link(a, b);
      }
    }
  }
  for (const [a, b] of LOOK_ALIKE) {
    link(a!, b!);
    link(b!, a!);
  }
  return map;
}

const substitutionCost = (a: string, b: string): number =>
  a === b ? 0 : (neighbours ??= buildNeighbours()).get(a)?.has(b) ? 1 : 2;

/** Distance between two strings, stopping early (returning `limit + 1`) once it exceeds `limit`. */
export function keyboardDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i]!;
    const prev = rows[i - 1]!;
    // The first column counts too: deleting a stray first character is an edit like any other.
    let best = row[0]!;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      if (i > 1 && DIGRAPHS[a.slice(i - 2, i)] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 1]! + 1);
      if (j > 1 && DIGRAPHS[b.slice(j - 2, j)] === a[i - 1]) d = Math.min(d, prev[j - 2]! + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}
