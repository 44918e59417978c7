/**
 * A site's name: which of its name's parts is the name, and where the site calls itself by its address
 * ("latimes", "Süddeutsche.de"), the name its data or its copyright line spells out (site.ts asks).
 */
import { letters, slug, text } from './found';
import { umlautSpelled } from './words';
import { oncePerTask } from './queries';

/** Words of an owner's corporate form, not of its publication's name ("MLive Media Group", "… GmbH"). */
const CORPORATE =
  /^(?:media|group|company|digital|digitale|medien|holdings?|publishing|network|communications|interactive|enterprises|gmbh|ag|inc|llc|ltd|lp|plc|sa|co|corp|corporation|limited)$/;

/** A name that ends in its corporate form, an owner's ("Tamedia AG", "RP Digital GmbH"). */
export function corporate(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return words.length > 1 && CORPORATE.test(slug(words.at(-1)!));
}

/**
 * The first of `names` that `short` abbreviates, without its corporate words: a run of its words,
 * each whole or by its initial ("latimes": Los Angeles Times; "Süddeutsche.de": Süddeutsche Zeitung,
 * of "Süddeutsche Zeitung Digitale Medien GmbH"; "fool.com": The Motley Fool), or its first and last
 * words with some between left out ("tampaymca.org": Tampa Metropolitan Area YMCA); a name of one word,
 * only with the same letters ("liberation.fr": Libération). A name of one word and its corporate
 * words is its owner's ("mlive": not MLive Media Group).
 */
export function spelledOut(short: string, names: (string | undefined)[], only = false): string | null {
  const key = slug(short.replace(/\.\p{L}{2,}$/u, '').replace(/^the(?=\p{L}{3})/iu, ''));
  if (key.length < 3) return null;
  // A name the address spells from its first word beats one it spells from a later word, whatever
  // their order ("Listin Diario" in the author tag, not "EDITORA LISTIN DIARIO" in the copyright line).
  const spelled = names.map((name) => spelling(name ?? '', key, only));
  return (spelled.find((s) => s?.from === 0) ?? spelled.find(Boolean))?.name ?? null;
}

/** `name` as far as `key` spells it, and the first of its words the spelling starts from. */
function spelling(name: string, key: string, only: boolean): { name: string; from: number } | null {
  // Its words, each with where it starts in the name.
  const words = [...name.matchAll(/[\p{L}\p{N}]+/gu)].filter((m) => slug(m[0]));
  const parts = words.map((m) => m[0]);
  let end = parts.length;
  while (end > 0 && CORPORATE.test(slug(parts[end - 1]!))) end--;
  const skip = slug(parts[0] ?? '') === 'the' ? 1 : 0;
  const core = parts.slice(skip, end).map(spellings);
  // A name of one word is the address's only as the same letters ("Libération": liberation.fr).
  if (parts.length === 1 && letters(parts[0]!) === key) return { name: parts[0]!, from: 0 };
  if (core.length < 2 || core.length > 8) return null;
  const run = (from: number) =>
    core.slice(from).reduceRight((rest, ws, i) => `(?:${wordOrInitial(ws)}${rest})${i ? '?' : ''}`, '');
  const found = core.findIndex((_, at) => new RegExp(`^${run(at)}$`).test(key));
  // Or its first and last words whole, with some of those between them left out ("tampaymca.org":
  // Tampa Metropolitan Area YMCA), the whole name spelled.
  const from = found < 0 && skipsMiddle(core, key) ? 0 : found;
  if (from < 0) return null;
  // `only`: the words that spell it, when the run starts later, not the words around them ("NVIDIA" in
  // "Dr. Niklas Röber NVIDIA E-Mail" for nvidia.com); else the name as it goes on to its last.
  if (only && from > 0) {
    let to = from + 1;
    while (to < core.length && !new RegExp(`^${core.slice(from, to).map(wordOrInitial).join('')}$`).test(key))
      to++;
    const [start, stop] = [words[skip + from]!, words[skip + to - 1]!];
    return { name: name.slice(start.index, stop.index + stop[0].length), from };
  }
  const last = parts[end - 1]!;
  return { name: name.slice(0, name.lastIndexOf(last) + last.length).trim(), from };
}

/** A word as an address may write it: whole, in any of its spellings, or by its initial. */
const wordOrInitial = (ws: string[]) => `(?:${ws.join('|')}|${ws[0]![0]})`;

/** Whether `key` is a name's first and last words whole, each word between them whole, by its initial or left out. */
function skipsMiddle(core: string[][], key: string): boolean {
  const whole = (ws: string[]) => `(?:${ws.join('|')})`;
  const middle = core.slice(1, -1).map((ws) => `${wordOrInitial(ws)}?`);
  return new RegExp(`^${whole(core[0]!)}${middle.join('')}${whole(core.at(-1)!)}$`).test(key);
}

/**
 * How an address may write a word: its letters and digits, its accents dropped, or its umlauts written
 * out as German addresses do ("Jagd Österreich": jagd-oesterreich.at).
 */
function spellings(word: string): string[] {
  return [...new Set([slug(word), letters(word), letters(umlautSpelled(word))])].filter(Boolean);
}

/**
 * A copyright line's sign and years: "©", "(c)" or "Copyright", alone or together ("© Copyright 2025",
 * "Copyright © 2016"), or "Copyright @" as a keyboard writes the sign, then a year or two ("2002–2015").
 */
export const COPYRIGHT_START = String.raw`(?:(?:©|\(c\)|copyright)\s*)+(?:@\s*)?(?:\d{4}(?:\s*[-–]\s*\d{4})?,?\s*)?`;
/** A copyright line's start and whom it names ("© 2023 Los Angeles Rams. All rights reserved"). */
const COPYRIGHT = new RegExp(`${COPYRIGHT_START}([^.|©\\n]{3,80})`, 'iu');

/**
 * The page's copyright lines: the texts that hold one among its last 1,000 elements (not scripts or
 * styles), walked from the end: nothing else is visited. A large site's footer has hundreds of menu
 * links after its copyright line (nfl.com's 881). The walk takes 1 to 2.3 ms in Chromium on a large
 * page, so it is made once per task.
 */
export const copyrightLines: (doc: Document) => readonly Text[] = oncePerTask(walkForCopyright);

function walkForCopyright(doc: Document): Text[] {
  const out: Text[] = [];
  const root = doc.body ?? doc.documentElement;
  let el: Element = root;
  while (el.lastElementChild) el = el.lastElementChild;
  for (let n = 0; el !== root && n < 1000;) {
    if (!/^(script|style|noscript|svg)$/i.test(el.nodeName)) {
      n++;
      for (const node of el.childNodes)
        if (node.nodeType === 3 && COPYRIGHT.test((node as Text).data)) out.push(node as Text);
    }
    // The element before it in document order: the previous sibling's last descendant, or the parent.
    const before: Element | null = el.previousElementSibling;
    if (!before) el = el.parentElement ?? root;
    else for (el = before; el.lastElementChild;) el = el.lastElementChild;
  }
  return out;
}

/** Whom the page's copyright lines name: "Süddeutsche Zeitung Digitale Medien GmbH / Süddeutsche Zeitung GmbH", "… Rams. All rights reserved". */
export function copyrightHolders(doc: Document): string[] {
  return copyrightLines(doc).flatMap((line) =>
    COPYRIGHT.exec(line.data)![1]!
      .split(/\s\/\s|,|\s(?:all rights|alle rechte|tous droits)/i)
      // A year after the name is the line's, not the name's ("© Frankfurter Allgemeine Zeitung GmbH 2011");
      // nor is a legal form's first letter, where its dot ended the line's reading ("© Konrad-Adenauer-
      // Stiftung e.V. 2021").
      .map((h) =>
        h
          .trim()
          .replace(/\s+(?:19|20)\d\d$/, '')
          .replace(/\s+\p{Ll}$/u, ''),
      ),
  );
}

/** A name's words' initials: "LN" for "Lübecker Nachrichten", "AP" for "Associated Press". */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('');

/**
 * Which of a site's name's parts ("Site - Tagline") is its name: the first, unless it is a single word
 * that does not spell the site's address, a section's or a portal's, and another part does
 * ("Infoportal - Diakonie Deutschland" on diakonie.de; not "Radiolab Podcasts | WNYC Studios", a
 * show's); an abbreviation before the name it stands for is that name ("LN - Lübecker Nachrichten").
 */
export function nameAmongParts(named: string[], domain: string | null): string {
  const spells = (part: string) => spellsAddress(part, domain);
  const lone = !named[0]!.trim().includes(' ') && !spells(named[0]!);
  const name = ((lone && named.find(spells)) || named[0]!).trim();
  return named[1] && /^\p{Lu}{2,5}$/u.test(name) && initials(named[1].trim()) === name
    ? named[1].trim()
    : name;
}

/**
 * Whether a name spells its site's address, the domain's first label of 4 letters or more in it ("O Tempo",
 * otempo.com.br), accents aside ("La Prensa Gráfica", laprensagrafica.com).
 */
export function spellsAddress(name: string | undefined, domain: string | null): boolean {
  const label = slug(domain?.split('.')[0] ?? '');
  return !!name && label.length >= 4 && slug(name.normalize('NFD')).includes(label);
}

/**
 * The company a person's own address names, spelled out in the words around them ("Jarrod Raimann,
 * Financial Advisor email: jarrod@bradfordfinancialcenter.com Bradford Financial Center"): a run of
 * capitalised words in their element's text whose words or initials make the domain's first label.
 */
export function spelledNear(el: Element, domain: string): string | null {
  return spelledOut(domain.split('.')[0]!, capitalisedRuns(text(el).slice(0, 1000)), true);
}

/** A text's runs of capitalised words, as names are written ("Bradford Financial Center"). */
const capitalisedRuns = (t: string) =>
  t.match(/\p{Lu}[\p{L}&'’.-]*(?:\s+(?:&|of|and|\p{Lu}[\p{L}&'’.-]*)){1,5}/gu) ?? [];

/**
 * The site's name as its last footer writes it, in its last 1,500 characters where credits stand
 * ("Website by van Leeuwen & van Leeuwen and the Open Force Field Initiative." on openforcefield.org):
 * a run of capitalised words within a sentence that the address spells from its first word, for half
 * its letters or more (not "Intuit TurboTax Canada Accounting" on intuit.com).
 */
export function footerName(doc: Document, short: string): string | null {
  const footers = doc.getElementsByTagName('footer');
  const footer = footers[footers.length - 1];
  if (!footer) return null;
  const runs = text(footer)
    .slice(-1500)
    .split(/[.!?©|•·]\s/)
    .flatMap(capitalisedRuns);
  const name = spelledOut(short, runs);
  return name && slug(short.replace(/\.\p{L}{2,}$/u, '')).length * 2 >= slug(name).length ? name : null;
}

/**
 * Whether the page's pictures, scripts or styles come from another site that a name spells: the
 * platform the page is published on ("Passle" for images.passle.net). The first 200 are read. `siteDomain`:
 * a host's registrable domain (site.ts's).
 */
export function servedBy(
  doc: Document,
  name: string,
  domain: string | null,
  siteDomain: (host: string) => string | null,
): boolean {
  const own = slug(name);
  if (own.length < 4) return false;
  return [...doc.querySelectorAll('img[src], script[src], link[href]')].slice(0, 200).some((el) => {
    const url = el.getAttribute('src') ?? el.getAttribute('href')!;
    const host = /^(?:https?:)?\/\/([^/?#]+)/i.exec(url)?.[1];
    const site = host && siteDomain(host);
    return !!site && site !== domain && slug(site.split('.')[0]!) === own;
  });
}
