/**
 * A press release's contact person: the block of lines under a "Media Contact:" label that ends with
 * their address; or, unlabelled, a postal block whose name line is the address's owner.
 */
import type { FoundEmail } from '../emails';
import { ORGANISATION } from './bios';
import { personName } from './names';
import { letters, shortText, umlautSpelled } from './words';

/** A contact block's label: "Media Contact:", "Press contact", "Contact Information", "Investor Relations Contacts", "Pressekontakt", "Kontakt Investoren". */
const CONTACT_LABEL =
  /^((media|press|investor|investor relations|public relations|pr)\s+)?contacts?(\s+information)?\s*:?$|^(presse|investoren)?kontakt(\s+(presse|investoren|medien))?\s*:?$|^contact presse\s*:?$|^contacto( de prensa)?\s*:?$/i;

/** Elements that wrap text without breaking its line. */
const INLINE = /^(a|b|strong|em|i|u|span|small|font)$/;

/** The node before `n` in its line's reading order: its sibling, or its inline wrappers' sibling. */
export function before(n: Node): Node | null {
  let at = n;
  while (!at.previousSibling && at.parentElement && INLINE.test(at.parentElement.localName))
    at = at.parentElement;
  return at.previousSibling;
}

/**
 * The block a node's line is written in: its nearest parent that is no inline wrapper, the same
 * wrappers `before` climbs (words.ts's block of a line reads a list of block elements instead).
 */
function blockOf(n: Node): Element | null {
  let el = n.parentElement;
  while (el && INLINE.test(el.localName)) el = el.parentElement;
  return el;
}

/**
 * A press release's contact block: a label, then a name, their organisation and the address, each on
 * a line ("MEDIA CONTACT:<br>Nikki Garcia<br>Bateman Group<br>segment@bateman-group.com"). The
 * address is the contact's to write to, whatever its name part. Only the 14 nodes before the address
 * are read, each short: a long page's many addresses stay linear.
 */
export function contactBlock(
  f: FoundEmail,
): { name: string; company: string | null; element: Element } | null {
  // The lines before the address, nearest first.
  const lines: string[] = [];
  let line = f.node.nodeType === 3 ? (f.node as Text).data.slice(0, f.start ?? 0) : '';
  // The address's link may be wrapped (`<u><a>…</a></u>`), and so may its line and the one before
  // (`Tel.: <span><span>039931 51438<br>Mail: <a>…`): the lines go on before the wrapper.
  let n = before(f.node);
  for (let i = 0; n && i < 14; n = before(n), i++) {
    const el = n.nodeType === 1 ? (n as Element) : null;
    // A line ends at a break, also one closing an element (`<b>MEDIA CONTACT:<br></b>`).
    if (el?.localName === 'br' || el?.lastElementChild?.localName === 'br') {
      lines.push(line);
      line = '';
      if (el.localName === 'br') continue;
    }
    if (el && el.childElementCount > 2) return null;
    const t = n.textContent ?? '';
    if (t.length > 80) return null;
    line = t + line;
    // The label starts the block: what is before it is not read (the release's long last paragraph).
    // Only a node that says "contact" is asked: a CRM's 10,000 rows each ask for 14 nodes.
    if (/onta[ck]t/i.test(t) && CONTACT_LABEL.test(line.replace(/\s+/g, ' ').trim())) break;
  }
  lines.push(line);
  // The lines' block read to its start: its label may be a block of its own before it
  // ("<p>Pressekontakt:</p><p>TravelTrex GmbH<br>Christian Neuwerth<br><a>presse-de@…</a>").
  // Only a short one is read, and no further: a long block before it is no label.
  const headEl = n ? null : blockOf(f.node)?.previousElementSibling;
  const head = (headEl && !INLINE.test(headEl.localName) && shortText(headEl, 80)) || '';
  const parent = f.node.parentElement;
  // A block written a line to a paragraph ("<p>Frau Simone Stensen</p><p>Korbacher Str. 93</p>…<p>
  // E-Mail: <a>stensen@dsv.de</a></p>"): the lines are the short paragraphs before the address's.
  const box = parent?.localName === 'p' ? parent : parent?.parentElement;
  if (lines.length === 1 && box?.localName === 'p' && (box.textContent ?? '').length <= 80)
    for (
      let p = box.previousElementSibling, i = 0;
      p?.localName === 'p' && i < 6;
      p = p.previousElementSibling, i++
    ) {
      if ((p.textContent ?? '').length > 80) break;
      lines.push(p.textContent ?? '');
    }
  const said = lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  let label = said.findIndex((l) => CONTACT_LABEL.test(l));
  if (!parent) return null;
  if (label < 1) {
    // Unlabelled, or labelled by the block before, which is read only when the lines name no owner.
    const owner = ownerLine(said, f.address, parent);
    const labelled = head.replace(/\s+/g, ' ').trim();
    if (owner || !said.length || labelled.length > 40 || !CONTACT_LABEL.test(labelled)) return owner;
    label = said.push(labelled) - 1;
  }
  // The name on the line after the label, the organisation on the next; or the organisation first
  // ("Pressekontakt:<br>Stiftung Jugend forscht e. V.<br>Dr. Daniel Giese<br>Baumwall 3<br>…").
  let name = personName(said[label - 1]!);
  let org = label >= 2 ? said[label - 2]! : null;
  if (!name && label >= 2) [name, org] = [personName(said[label - 2]!), said[label - 1]!];
  if (!name) return null;
  // The organisation is no phone number, street or title.
  return { name, company: org && !/\d{3}|^(tel|phone|fax)\b/i.test(org) ? org : null, element: parent };
}

/** A phone number's line: "Tel.: 039931 51438", "Telefon +49 …", "Phone: …". */
const PHONE = /^(?:tel|telefon|phone|fon|mobil|mobile)\b\.?:?\s*[+(\d]/i;

/**
 * An unlabelled postal block's owner: a line of it that is a name whose family name the address's name
 * part holds ("Frau Simone Stensen … E-Mail: stensen@dsv.de"), and the organisation on a line of it;
 * or the name between the organisation and the phone.
 */
function ownerLine(
  said: string[],
  address: string,
  element: Element,
): { name: string; company: string | null; element: Element } | null {
  const local = letters(address.split('@')[0]!);
  const isOrg = (l: string) => ORGANISATION.test(l);
  for (let i = 1; i < said.length; i++) {
    const name = personName(said[i]!);
    const family = name?.split(' ').at(-1) ?? '';
    const last = letters(family);
    // Its umlaut spelled out or dropped ("Röber": nroeber@ or nrober@).
    const theirs =
      last.length >= 4 && (local.includes(last) || local.includes(letters(umlautSpelled(family))));
    // Or, whoever's the address, the block's one named contact: under the organisation's name, over
    // the phone ("Müritzurlauber<br>Danilo Duckhorn<br>Tel.: 039931 51438<br>Mail: info@…").
    const above = said[i + 1];
    if (name && !theirs && PHONE.test(said[i - 1]!) && above && !/\d/.test(above) && !personName(above))
      return { name, company: above, element };
    if (!name || !theirs) continue;
    // Under the name, as a letter's address has it, or above it, as a department's.
    const org = said.slice(1, i).findLast(isOrg) ?? said.slice(i + 1).find(isOrg) ?? null;
    return { name, company: org?.replace(/\s+e\.\s?V\.$/, '') ?? null, element };
  }
  return null;
}
