/**
 * Ranked lists of people, however they are marked up: "1. Sam Ponder", "2. …" in bold paragraphs or
 * headings, a line each in a paragraph, or before a comma and what they are.
 */
import { splitName } from '../../../core/names';
import { firstOf, person, regionOf, text, COMMENTS, type FoundPerson } from './found';
import { mostlyNames } from './lists';
import { givenNameKnown, personName } from './names';
import { pageWide } from './queries';

const numberedHolders = pageWide('strong, b, h2, h3, h4');
/** Paragraphs of three lines or more, where a ranked list may be written a line to an entry. */
const linedParagraphs = pageWide('p > br:nth-of-type(3)');

interface Entry {
  el: Element;
  line?: Text;
  t: string;
}

/** The entries a ranked list may be written in: short bold elements and headings, then paragraphs' lines. */
function* numberedEntries(doc: Document): Generator<Entry> {
  for (const el of firstOf(numberedHolders(doc), 400)) yield { el, t: text(el) };
  for (const br of firstOf(linedParagraphs(doc), 50)) {
    // A commenter's own ranking is theirs, not the page's.
    const p = br.parentElement!;
    if (regionOf(p, COMMENTS)) continue;
    for (const n of p.childNodes)
      if (n.nodeType === 3) yield { el: p, line: n as Text, t: (n as Text).data.trim() };
  }
}

/**
 * A numbered run of names, each in a short element or a line of its own ("1. Christie Leigh Mueller",
 * "2. Sam Ponder"… in bold paragraphs or headings; "01. Robert Plant<br>02. Rob Halford<br>…" in a
 * paragraph; or before a comma, "3. Robert Habeck, Politiker …"): a ranked list of people, however it
 * is marked up. The run counts from 1 without a gap, and is mostly names (a ranked list of products
 * or places is no one's).
 */
export function fromNumberedNames(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  let run: (Entry & { name: string | null })[] = [];
  const flush = () => {
    // Half of them at least go by a given name the lists know: "1. First Item", "2. Second Item" are a
    // list's entries, shaped as names.
    const named = run.filter((r) => r.name);
    const known = named.filter((r) => givenNameKnown(splitName(r.name!)?.firstName ?? '')).length;
    if (mostlyNames(named.length, run.length) && known * 2 >= named.length)
      for (const r of named) {
        const p = person(splitName(r.name!), null, null, 'ranked', r.el);
        if (p && r.line) p.text = { node: r.line, start: 0, end: r.line.data.length };
        if (p) out.push(p);
      }
    run = [];
  };
  for (const entry of numberedEntries(doc)) {
    const m = entry.t.length <= 160 ? /^(\d{1,3})\s*[.)]\s*(\S.*)$/.exec(entry.t) : null;
    if (!m) continue;
    if (Number(m[1]) === 1) flush();
    else if (Number(m[1]) !== run.length + 1) continue;
    // The name alone, or before a comma and what they are ("1. Peter Wittkamp, Autor und Texter …").
    const said = m[2]!;
    const named = said.split(',')[0]!;
    run.push({
      ...entry,
      name: (said.length <= 60 && personName(said)) || (named !== said ? personName(named) : null),
    });
  }
  flush();
  return out;
}
