import { splitName } from '../../../core/names';
import { capitalised, metaContent, nameElement, person, type FoundPerson } from './found';
import { personName } from './names';

/**
 * A social network's account named in the page's title, as the network writes it: "Javi López
 * (@javilop) / X", "People followed by rob cheung (@perceptnet) / X" (a name in small letters beside
 * its handle, read capitalised), "Lina Morgana on Twitter: “…”". An organisation's account is no one
 * ("The Verge on X: …", "Forbes on X"). A signed-in reader's count of unread notifications may lead
 * it ("(1) Eli Lifland on X: …").
 */
const ACCOUNT_TITLE =
  /^(?:\(\d+\+?\)\s+)?(?:People (?:following|followed by) )?([^()@:|]{3,50}?) (?:\(@\w{1,30}\)(?= \/ (?:X|Twitter)$| on (?:X|Twitter)\b)|on (?:X|Twitter)(?=:|$))/u;

export function fromAccountTitle(doc: Document): FoundPerson[] {
  const titles = [doc.title, metaContent(doc, 'property', 'og:title') ?? ''].map((t) => t.trim());
  const shown = titles.map((t) => ACCOUNT_TITLE.exec(t)?.[1]?.trim()).find(Boolean);
  if (!shown) return [];
  const written = /^[\p{Ll}\s'-]+$/u.test(shown) ? capitalised(shown) : shown;
  const name = personName(written);
  const p = name && person(splitName(name), null, null, 'profile', nameElement(doc, shown, doc.body));
  return p ? [p] : [];
}
