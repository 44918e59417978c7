/**
 * Signature lines: a name, then the role the person signs with, then the organisation, alone in an
 * element of their own, as quotes, panels and statements sign them: "Ryan Merkley, CEO", "Jane Roe,
 * managing partner, Acme Corp", "Jane Roe, Head of Research at Acme". The role is what makes it a
 * signature ("David Price, six years remaining" and "Jill Binder, speaking at a WordCamp" are not).
 */
import { splitName } from '../../../core/names';
import { headlineCompany, SITE_CHROME } from './lists';
import { COMMENTS, person, regionOf, type FoundPerson } from './found';
import { personName } from './names';

/** The roles people sign with, in the languages of the corpus. */
const ROLE =
  /(^|[\s-])(ceo|cto|cfo|coo|cmo|vp|chief|president|chair(man|woman|person)?|founder|director|managing|manager|head|officer|partner|principal|owner|executive|editor|lecturer|researcher|scientist|engineer|evangelist|consultant|analyst|spokes(man|woman|person)|reporter|correspondent|journalist|attorney|counsel|geschäftsführer(in)?|vorstand|leiter(in)?|inhaber(in)?|professor(in)?|directeur|directrice|présidente?|fondat(eur|rice)|gérante?|directora|presidenta?|fundador(a)?|gerente|direttore|direttrice|presidente|fondatore)\b/iu;

/**
 * Elements a signature stands alone in; a page's first 2,000, each of at most 150 characters. Not a
 * picture's caption: it names who is pictured (mentioned, not presented), not who signs.
 */
const HOLDERS = 'p, cite, a, dd, footer';

export function fromSignatures(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  for (const el of [...doc.querySelectorAll(HOLDERS)].slice(0, 2000)) {
    const raw = el.textContent ?? '';
    if (raw.length > 150 || !raw.includes(',') || el.querySelector('p, li, div')) continue;
    const [who, role, org] = raw
      .replace(/\s+/g, ' ')
      .trim()
      .split(/\s*,\s*/);
    const name = who && personName(who);
    if (!name || !role || !ROLE.test(role) || regionOf(el, SITE_CHROME) || regionOf(el, COMMENTS)) continue;
    const company = org?.replace(/\.$/, '') || headlineCompany(role);
    const p = person(splitName(name), company, null, 'card', el);
    if (p) out.push(p);
  }
  return out;
}
