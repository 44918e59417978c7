/**
 * A run of names, one a line, each in bold and then what the person is: an open letter's signatories
 * ("<strong>Saladin Ambar</strong>, <span>Rutgers University</span><br><strong>Marie Arana</strong>,
 * author<br>…"), a list of contributors. Three lines or more, and three in four of them names; the
 * words after the comma are the person's institution when they are written as one (capitalised, not a
 * calling: "author", "Founder"), the first of two ("writer/Manhattan Institute").
 */
import { splitName } from '../../../core/names';
import { COMMENTS, ROLE, person, regionOf, type FoundPerson } from './found';
import { siteChromeOf } from './chrome';
import { mostlyNames } from './lists';
import { personName } from './names';
import { pageWide } from './queries';

const boldThenBreak = pageWide('strong ~ br, b ~ br, strong br, b br');

/** The box a run of lines is in: its nearest block, whatever inline markup wraps the lines inside it. */
const BLOCK = 'td, p, div, li, dd, blockquote';

/** What a signatory is, after the comma: an institution, or nothing when it is a calling. */
function institution(after: string): string | null {
  for (const part of after.split(/\s*[/,]\s*/)) {
    const words = part.replace(/\s*\((?:emerit\w*|ret\.?)\)\s*$/i, '').trim();
    if (/\p{Lu}/u.test(words) && !ROLE.test(words) && !/^ret\.?$/i.test(words)) return words;
  }
  return null;
}

interface Line {
  /** The bold words the line starts with, and the element they are in. */
  bold: string;
  at: Element | null;
  after: string;
}

/** A block's lines, split at its line breaks however deep they sit, each its bold start and the rest. */
function linesOf(block: Element): Line[] {
  const lines: Line[] = [{ bold: '', at: null, after: '' }];
  const walker = block.ownerDocument.createTreeWalker(block, 0x1 | 0x4 /* elements and text */);
  for (let n = walker.nextNode(); n && lines.length <= 400; n = walker.nextNode()) {
    if ((n as Element).localName === 'br') lines.push({ bold: '', at: null, after: '' });
    if (n.nodeType !== 3) continue;
    const line = lines.at(-1)!;
    const bold = n.parentElement?.closest('strong, b');
    if (bold && block.contains(bold) && !line.after.trim()) {
      line.bold += (n as Text).data;
      line.at ??= bold;
    } else line.after += (n as Text).data;
  }
  return lines.filter((l) => (l.bold + l.after).trim());
}

export function fromSignatories(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  // Each block with the line breaks after bold words it holds: two or more make three lines.
  const blocks = new Map<Element, number>();
  for (const br of boldThenBreak(doc)) {
    const block = br.closest(BLOCK);
    if (block) blocks.set(block, (blocks.get(block) ?? 0) + 1);
    if (blocks.size > 200) break;
  }
  for (const [block, breaks] of blocks) {
    if (breaks < 2 || regionOf(block, COMMENTS) || siteChromeOf(block)) continue;
    const lines = linesOf(block);
    if (lines.length < 3) continue;
    const named = lines.flatMap((l) => {
      const name = personName(l.bold.trim());
      const after = l.after.trim();
      return name && l.at && (!after || after.startsWith(','))
        ? [{ name, at: l.at, company: institution(after.slice(1)) }]
        : [];
    });
    if (!mostlyNames(named.length, lines.length)) continue;
    for (const n of named) {
      const p = person(splitName(n.name), n.company, null, 'labelled', n.at);
      if (p) out.push(p);
    }
  }
  return out;
}
