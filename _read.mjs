import { parseHTML } from 'linkedom';
import { readFileSync } from 'node:fs';
const html = readFileSync(process.argv[2], 'utf8');
const { document: d } = parseHTML(html);
const t = (s, n = 200) => (s || '').replace(/\s+/g, ' ').trim().slice(0, n);
console.log('TITLE', t(d.querySelector('title')?.textContent));
for (const m of d.querySelectorAll('meta')) {
  const k = m.getAttribute('name') || m.getAttribute('property') || m.getAttribute('itemprop');
  const v = m.getAttribute('content') ?? m.getAttribute('value');
  if (k && /author|site_name|publisher|creator|byline|og:url|og:title|dc\.|sailthru|parsely|twitter:(site|creator)|email/i.test(k)) console.log('META', k, '=', t(v, 150));
}
console.log('CANON', d.querySelector('link[rel=canonical]')?.getAttribute('href'));
for (const s of d.querySelectorAll('script[type="application/ld+json"]')) {
  const x = s.textContent; const i = x.search(/"author"/); if (i >= 0) console.log('JSONLD', t(x.slice(i, i + 300), 300));
  const j = x.search(/"publisher"/); if (j >= 0) console.log('JSONLD-pub', t(x.slice(j, j + 150), 150));
}
for (const a of d.querySelectorAll('a[href^="mailto:" i]')) console.log('MAILTO', a.getAttribute('href'), '|', t(a.textContent, 80));
const body = d.body?.textContent || '';
for (const m of body.matchAll(/[\w.+-]+@[\w-]+\.[\w.-]+/g)) console.log('AT', m[0]);
for (const m of body.matchAll(/[\w.+-]+\s+(\(at\)|\[at\]| at )\s*[\w-]+(\.| dot )\w+/gi)) console.log('ATWORD', t(m[0], 80));
const seen = new Set();
for (const el of d.querySelectorAll('[class*=author i],[class*=byline i],[rel=author],[itemprop=author],[class*=writer i],[class*=contributor i],[id*=author i],[class*=credit i]')) {
  const s = t(el.textContent, 140); if (!s || seen.has(s)) continue; seen.add(s);
  console.log('AUTH', el.tagName, (el.getAttribute('class') || el.getAttribute('rel') || el.getAttribute('itemprop') || '').slice(0, 40), '|', s);
}
for (const line of body.split(/\n+/)) { const s = t(line, 160); if (/^(by|par|von|written by|posted by|text by|story by)\b/i.test(s)) console.log('BYLINE', s); }
if (process.argv[3] === 'all') console.log(t(body, Number(process.argv[4] || 6000)));
