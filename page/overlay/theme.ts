/**
 * Whether the overlay should be dark: it follows the page, so its cards are not bright boxes on a
 * dark site. The page's own background decides (the body's, else the root's); a page that paints none
 * and declares it follows the system's scheme (`color-scheme: light dark`) is dark when the system is.
 */
const RGB = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?/;

/** Relative luminance (0 black … 1 white) of a CSS colour, or null when it is (nearly) transparent. */
export function luminance(color: string): number | null {
  const m = RGB.exec(color);
  if (!m) return null;
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : Number(m[4]);
  if (alpha < 0.5) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function pageIsDark(): boolean {
  for (const el of [document.body, document.documentElement]) {
    if (!el) continue;
    const l = luminance(getComputedStyle(el).backgroundColor);
    if (l !== null) return l < 0.2;
  }
  const scheme = getComputedStyle(document.documentElement).colorScheme;
  return /dark/.test(scheme) && matchMedia('(prefers-color-scheme: dark)').matches;
}
