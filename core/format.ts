/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function age(checkedAt: number, now = Date.now()): string {
  const s = Math.max(0, Math.round((now - checkedAt) / 1000));
  if (s < 45) return 'just now';
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.round(m / 60);
  if (h < 48) return `${h} h ago`;
  return `${Math.round(h / 24)} days ago`;
}

/** "1 duplicate", "3 duplicates". */
export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString()} ${n === 1 ? one : many}`;
