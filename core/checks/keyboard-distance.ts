/**
 * Edit distance tuned for typing mistakes (optimal string alignment): inserting, deleting or swapping
 * two neighbouring characters costs 1; replacing a character costs 1 when the two keys touch on a
 * QWERTY keyboard and 2 otherwise. So `gnail` is 1 from `gmail`, but `wahoo` is 2 from `yahoo`.
 */
const ROWS = ['1234567890-', 'qwertyuiop', 'asdfghjkl;', 'zxcvbnm,.'];

/** Built on first use: the content script loads on every page, and most pages never need it. */
let neighbours: Map<string, Set<string>> | undefined;

function buildNeighbours(): Map<string, Set<string>> {
  const pos = new Map<string, [number, number]>();
  ROWS.forEach((row, r) => [...row].forEach((ch, c) => pos.set(ch, [r, c])));
  const map = new Map<string, Set<string>>();
  for (const [a, [ra, ca]] of pos) {
    const near = new Set<string>();
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
        near.add(b);
      }
    }
    map.set(a, near);
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
    let best = Infinity;
    const row = rows[i]!;
    const prev = rows[i - 1]!;
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + substitutionCost(a[i - 1]!, b[j - 1]!));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      }
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
  }
  return rows[a.length]![b.length]!;
}
