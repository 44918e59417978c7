/**
 * Senders in mail archives and webmail: a name written next to an address — `Jean-Paul Calderone
 * <exarkun at divmod.com>`, a sender's name in bold just before their address (Pipermail), or a
 * webmail sender element holding the address in an attribute and the name as its text. And people
 * on staff, team and speaker cards: a mail link ("Email") in a small card that starts with a name,
 * or labelled with it ("Email Arnold Kim"), when the address is that person's own. The domain is
 * the address's, unless it is a free mail provider's.
 */
import { inCjk, splitName } from '../../../core/names';
import type { FoundEmail } from '../emails';
import { PLATFORM, siteDomain, siteOf, type Site } from './site';
import {
  STAFF,
  firstText,
  letters,
  linedText,
  person,
  text,
  underWords,
  workDomain,
  type FoundPerson,
} from './found';
import { ORGANISATION, titleCompany } from './bios';
import { before as nodeBefore, contactBlock } from './contacts';
import { givenNameKnown, personName } from './names';
import { isJob } from './job-labels';
import { BEFORE, nameAtEnd, nameOwning, ownsAddress, signedLine } from './owners';

/** The class of a family name's own element: "lastname", "family-name", "p-family-name", "surname". */
const FAMILY_NAME = /(?:^|[\s_-])(?:last-?name|family-?name|surname|lname|nachname)(?:$|\s)/i;

/** A mail link's person: the name it shows, the name its card starts with, or the name in its label. */
function cardName(
  el: Element,
  address: string,
  depth = 3,
): { name: string; element: Element; company?: string | null } | null {
  // A job's label, then the link's own words a name: theirs, whatever the address's name part
  // ("<span>Ansvarlig redaktør</span> <a href="mailto:nettredaktor@nettavisen.no">Gunnar Stavrum</a>").
  // Or the link's words are a name its address spells, whatever is around it ("Ved spørsmål, vennligst
  // kontakt <a href="mailto:renate.vevang@no.ey.com">Renate Vevang</a>, tlf. …").
  // Or the link's words are a name after "by" or "von", whatever its address: the one who made the
  // page ("© 2012 - made by <a href="mailto:webmaster@scs78.de">Jens Aschemann</a>").
  const job = el.previousElementSibling;
  const own = text(el).length <= 60 ? personName(text(el)) : null;
  const madeBy =
    el.previousSibling?.nodeType === 3 && /\b(?:by|von)\s*$/i.test(el.previousSibling.nodeValue!);
  if (own && ((job && isJob(text(job))) || madeBy || ownsAddress(own, address, false)))
    return { name: own, element: el };
  let card: Element | null = el;
  for (let i = 0; i < depth && card?.parentElement; i++) {
    card = card.parentElement;
    // A card is small: its whole text stays short.
    if (text(card).length > 300) break;
    const first = firstText(card);
    // The name before a title after a dash or comma ("Johannes N. Viehbacher - Rechtsanwalt"); a name
    // written in parts, the family name an element of its own after it ("<span class="firstname">Marlene
    // Lundberg</span> <span class="lastname">Holm</span>").
    const family = first?.parentElement?.nextElementSibling;
    const whole =
      family && FAMILY_NAME.test(family.getAttribute('class') ?? '') && `${first!.data} ${text(family)}`;
    const name =
      first?.parentElement &&
      ((whole && personName(whole.replace(/\s+/g, ' ').trim())) ||
        personName(first.data.split(/\s[-–—|]\s|,/)[0]!.trim()));
    if (name && ownsAddress(name, address, !el.contains(first!))) {
      // The line under the name may say where they work ("Dirk Schmechel / Bayerische Landesanstalt
      // für Wald und Forstwirtschaft / …").
      const lines = linedText(card).split(' | ');
      const shown = first!.data.replace(/\s+/g, ' ').trim();
      const at = lines.findIndex((l) => l.startsWith(shown));
      const next = at >= 0 ? (lines[at + 1] ?? '') : '';
      // Or its first part spells the address's site ("Atoka Properties | Middleburg Real Estate" over
      // michele@atokaproperties.com).
      const part = next.split(' | ')[0]!.trim();
      const site = siteLabel(address);
      const company =
        next.length <= 80 && ORGANISATION.test(next)
          ? next.trim()
          : site.length > 3 && letters(part) === site
            ? part
            : null;
      return { name, element: first!.parentElement!, company };
    }
  }
  const label = (el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '')
    .replace(/^\s*(e-?mail|mail|contact|write to|send an? e-?mail to)\s+/i, '')
    .replace(/\s+(in|via|with|using)\s.*$/i, '');
  const name = label && personName(label);
  return name && ownsAddress(name, address) ? { name, element: el } : null;
}

function senderName(
  f: FoundEmail,
): { name: string; element: Element; card?: boolean; company?: string | null } | null {
  const el = f.node.nodeType === 3 ? f.node.parentElement : (f.node as Element);
  if (!el) return null;
  const contact = contactBlock(f);
  if (contact) return contact;
  if (f.source === 'attribute') {
    // A display name may say how it was sent ("Simon Willison from.", "Jane Roe via Google Docs").
    const name = personName((el.getAttribute('name') ?? text(el)).replace(/\s+(from|via)\b.*$/i, ''));
    return name ? { name, element: el } : null;
  }
  if (f.source === 'mailto') {
    // A mailto link that shows another address: the name goes with the address shown.
    const shown = text(el).toLowerCase().replace(/ at /g, '@').replace(/ dot /g, '.');
    if (!shown.includes(f.address) && shown.includes('@')) return null;
    // An "Email" link that shows no address: a staff or speaker card's. (One whose address the web
    // host hides until its script writes it, "[email protected]", shows it.)
    if (!shown.includes('@') && !el.querySelector('[data-cfemail]')) {
      const card = cardName(el, f.address);
      return card && { ...card, card: true };
    }
  }
  // "Name <address>": in the same text, or just before the element the address is in (an archive
  // links quoted addresses). Only the BEFORE characters before the address are read: a long message
  // with many addresses stays linear.
  const start = f.node.nodeType === 3 ? (f.start ?? 0) : 0;
  const inNode = f.node.nodeType === 3 ? (f.node as Text).data.slice(Math.max(0, start - BEFORE), start) : '';
  const prevNode =
    start > BEFORE || inNode.trim().replace(/[<(]$/, '')
      ? null
      : f.node.nodeType === 3 && f.node.previousSibling
        ? f.node.previousSibling
        : nodeBefore(el); // past the inline elements that wrap the link (`Rory Hauser at <u><a>…</a></u>`)
  const before = `${prevNode?.textContent ?? ''}${inNode}`.slice(-BEFORE);
  const m = /[<(]\s*$/.exec(before);
  // In brackets, the address is the name's just before it, or that of the sentence's name it spells
  // ("Weitere Informationen erteilt Anne Althaus in der Leitstelle … unter Tel. 02382 59743
  // (althausa@stadt.ahlen.de)").
  const inLine =
    (m && nameAtEnd(before.slice(0, m.index))) ??
    nameOwning(before, f.address) ??
    (m ? null : signedLine(before));
  // The organisation between the name and the address: "Yong Jiang, Fujian Agriculture and Forestry
  // University (China), mailto:jiangyongchange@fafu.edu.cn".
  if (inLine) return { name: inLine, element: el, company: titleCompany(before, inLine) };
  // The brackets in an element of their own, the name in the element before it, as a mail client
  // writes a forwarded message's header ("From: <strong>Andrew Methven</strong> <span>&lt;<a
  // href="mailto:…">slowchinese@substack.com</a>&gt;</span>").
  const box = m && !before.slice(0, m.index).trim() ? el.parentElement : null;
  if (box && /^[<(][^<>()]+[>)]$/.test(text(box).replace(/\s+/g, ''))) {
    const named = box.previousElementSibling;
    const gap = box.previousSibling === named || !box.previousSibling?.textContent?.trim();
    const name = named && gap && text(named).length <= 60 ? personName(text(named)) : null;
    if (name) return { name, element: named! };
  }
  // A name in the element just before, only when the address's element holds nothing else (`<b>Name</b>
  // <a>jane at example.com</a>`): one child, whose text is read, not a whole paragraph's.
  if (el.childNodes.length !== 1 || text(el).length > f.address.length + 8) return null;
  let prev = el.previousElementSibling;
  while (prev?.tagName === 'BR') prev = prev.previousElementSibling;
  // A name in Han, kana or Hangul cannot spell the address: beside it alone, it is the address's label
  // ("<span>廣告合作</span> <a>ad@upmedia.mg</a>", advertising), unless a role word signs it (above).
  const name = prev && text(prev).length <= 60 && !inCjk(text(prev)) ? personName(text(prev)) : null;
  if (name && prev) return { name, element: prev };
  // A mail link that shows its address, deep in a small card headed by its owner's name (an agent's
  // card: the name, the brokerage, the portrait, then the address among their links).
  const card = f.source === 'mailto' ? cardName(el, f.address, 6) : null;
  return card && { ...card, card: true };
}

/**
 * A sender whose first word is the address's site is a brand, not a person: "Google Payments"
 * <payments-noreply@google.com>, "Delta Air Lines" <DeltaAirLines@t.delta.com>; so is a place whose
 * address is named after it. A site named after
 * the whole name is often the person's own (Steve Moser <contact@stevemoser.org>).
 */
function isBrand(name: string, address: string): boolean {
  const words = name.split(' ');
  const first = letters(words[0]!);
  const local = letters(address.split('@')[0]!);
  // Or its site holds the last word, after a first that is no given name, and the address's name part
  // is not theirs: a place named so ("Gasthaus Schlosswirt" over gasthaus@ and info@schlosswirtjuval.it).
  const last = letters(words.at(-1)!);
  const place =
    last.length >= 4 &&
    siteLabel(address).includes(last) &&
    !givenNameKnown(words[0]!) &&
    (first === local || !(local.includes(first) || local.includes(last)));
  return place || (first === siteLabel(address) && local !== first);
}

/** The first label of an address's site, in letters: "atokaproperties" for michele@atokaproperties.com. */
function siteLabel(address: string): string {
  const domain = address.toLowerCase().split('@')[1]!;
  return letters((siteDomain(domain) ?? domain).split('.')[0]!);
}

export function fromSenders(found: readonly FoundEmail[]): FoundPerson[] {
  const out: FoundPerson[] = [];
  let site: Site | undefined;
  for (const f of found) {
    const sender = senderName(f);
    if (!sender || isBrand(sender.name, f.address)) continue;
    const domain = f.address.split('@')[1]!;
    // With the site's own address (a staff card, a reporter's "reach me at"), they work for the site;
    // so do the people of its staff box, whatever their address ("Our Staff": an owner writing from
    // his company's, a contributor from his own site's).
    site ??= siteOf(sender.element.ownerDocument);
    const ofSite =
      (site.domain && siteDomain(domain) === site.domain && !PLATFORM.test(domain)) ||
      (sender.card && underWords(sender.element, STAFF));
    const company = sender.company ?? (ofSite ? site.name || site.domain : null);
    // A platform's sending address ("slowchinese@substack.com") is no one's employer's.
    const p = person(
      splitName(sender.name),
      company,
      PLATFORM.test(domain) ? null : workDomain(domain),
      sender.card ? 'card' : 'sender',
      sender.element,
    );
    if (p) out.push({ ...p, address: f.address });
  }
  return out;
}
