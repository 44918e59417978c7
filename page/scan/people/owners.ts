/**
 * Whose an address is, read from the words around it: the name just before it ("Reach Jane Roe at
 * jroe@acme.com", "On 5/31/05, Donovan Preston <…>"), a line that signs with a name and a role, and
 * whether an address's name part or domain can be a given person's own. Text only: senders.ts reads
 * the page and asks these.
 */
import { letters, ROLE } from './found';
import { umlautSpelled } from './words';
import { personName } from './names';

/** How much of the text before an address is read for its owner's name. */
export const BEFORE = 120;

/** The name among the last two to four words of `before`, after its last comma ("On 5/31/05, Donovan Preston"). */
export function nameAtEnd(before: string): string | null {
  const words = before
    .replace(/["“”]/g, ' ')
    .split(/[,;:>]/)
    .at(-1)!
    .split(/\s+/)
    .filter(Boolean)
    .slice(-4);
  for (let k = words.length; k >= 2; k--) {
    const name = personName(words.slice(-k).join(' '));
    if (name) return name;
  }
  return null;
}

/**
 * Both names in an address's name part (its letters), an initial and the last name, or just their
 * two initials: jroe, fredericzalac, ts (Thomas Stadler).
 */
function namedIn(name: string, local: string): boolean {
  const words = name.split(' ');
  const first = letters(words[0]!);
  const last = letters(words.at(-1)!);
  if (local.length === 2 && local === first[0]! + last[0]!) return true;
  return last.length > 1 && local.includes(last) && (local.includes(first) || local.startsWith(first[0]!));
}

/**
 * The name nearest before an address in a sentence, when the address is theirs: both names in its
 * name part, an initial and the last name, their initials, or right before it their first name ("Vous
 * pouvez joindre Frédéric Zalac par courriel à
 * frederic.zalac@radio-canada.ca", "Reach Jane Roe at jroe@acme.com"). The name is a whole run of
 * capitalised words, or that run less a first word that starts the sentence ("Reach"): never a piece
 * of a longer one ("the IAB Tech Lab Ad Blocking Working Group, please email adblocking@iab.com").
 */
export function nameOwning(before: string, address: string): string | null {
  // Punctuation ends a run: "Thomas Stadler, Haydstr. 2, … E-Mail: ts@cplus.de" is no three-word name,
  // nor "… HAPPENING AT BRADFORD! Shallon Weis, CFP®, … email: shallon@…" one of eight.
  const words = before
    .replace(/[,;:()"“”!?]/g, ' | ')
    .split(/\s+/)
    .filter(Boolean);
  const cap = (w: string | undefined) => !!w && /^\p{Lu}/u.test(w);
  const l = letters(address.split('@')[0]!);
  for (let end = words.length; end > 0; end--) {
    if (!cap(words[end - 1]) || cap(words[end])) continue;
    let start = end - 1;
    while (start > 0 && cap(words[start - 1])) start--;
    if (start === 0 && before.length >= BEFORE) continue; // the run may go on before what was read
    // Right before the address ("Kaveh Waddell at kaveh@axios.com"), an address by first name alone
    // is theirs too: written beside the name, it is no namesake's.
    const beside =
      words.slice(end).every((w) => /^(at|à|an|unter|via|\|)$/i.test(w)) || titled(words.slice(end));
    for (const from of [start, start + 1]) {
      const name = personName(words.slice(from, end).join(' '));
      if (name && (namedIn(name, l) || (beside && l.length >= 3 && l === letters(name.split(' ')[0]!))))
        return name;
    }
    // Or the run's last two or three words, when the address spells them: a name glued to the words
    // before it in a run of capitals ("… Pharmaceutical Commercial Analytics Eda Zullo – ezullo@…").
    for (const from of [end - 3, end - 2].filter((k) => k > start + 1)) {
      const name = personName(words.slice(from, end).join(' '));
      if (name && namedIn(name, l)) return name;
    }
  }
  return null;
}

/**
 * Only their credentials and their job between a name and the address, then maybe its label: "Shallon
 * Weis, CFP®, AIF®, Financial Advisor email: shallon@…". A job says what it is (ROLE, or an adviser).
 */
function titled(between: string[]): boolean {
  const words = between.filter((w) => w !== '|' && !/^e-?mail$/i.test(w));
  return (
    words.length > 0 &&
    words.length <= 6 &&
    words.every((w) => /^\p{Lu}/u.test(w)) &&
    words.some((w) => ROLE.test(w) || /^advis[oe]r$/i.test(w) || /^\p{Lu}{2,5}[®™]?$/u.test(w))
  );
}

/**
 * Whether an address can be this person's own: its name part holds their first or last name, or is
 * the start of one (arn@ for Arnold), or its domain holds their last name (contact@stevemoser.org).
 * A role address (tips@, press@) is nobody's. `lastAlone` false: a last name alone is not enough, as
 * when the name is only the mail link's own words ("Site Feedback" for feedback@).
 */
export function ownsAddress(name: string, address: string, lastAlone = true): boolean {
  // An umlaut as German addresses spell it, "oe" for "ö" (Niklas Röber, nroeber@), as well as without it.
  const german = umlautSpelled(name);
  return (
    ownsSpelled(name, address, lastAlone) || (german !== name && ownsSpelled(german, address, lastAlone))
  );
}

function ownsSpelled(name: string, address: string, lastAlone: boolean): boolean {
  const words = name.split(' ');
  const first = letters(words[0]!);
  const last = letters(words.at(-1)!);
  const [local, domain] = address.split('@') as [string, string];
  const l = letters(local);
  if (l.length < 2) return false;
  // The last name with nothing but the first name, its initial or short form around it (mcason@,
  // slivkaeric@, jon.allen@): newstips@ is not "Send Tips"'s, whose words only label a link.
  const at = l.indexOf(last);
  const around = [l.slice(0, at), l.slice(at + last.length)];
  const hasLast =
    last.length >= 3 &&
    at >= 0 &&
    around.every((a) => a === '' || a === first[0] || (a.length >= 3 && first.startsWith(a))) &&
    (lastAlone || l !== last);
  return (
    hasLast ||
    (first.length >= 3 && (l.includes(first) || (l.length >= 3 && first.startsWith(l)))) ||
    (lastAlone && last.length >= 3 && l.length >= 3 && last.startsWith(l)) ||
    (last.length >= 4 && letters(domain.split('.')[0]!).includes(last))
  );
}

/**
 * A line that signs a text with a name and the role they write in, just before their address
 * ("정덕현 칼럼니스트 thekian1@entermedia.co.kr", "Jane Roe, columnist, jroe@…"): the address is theirs
 * whatever its name part, which in another script cannot spell the name.
 */
const SIGNED =
  /^(\S.{1,40}?)[\s,]+(기자|칼럼니스트|특파원|평론가|논설위원|記者|记者|reporter|columnist|correspondent|staff writer)[\s,]*$/iu;

export function signedLine(before: string): string | null {
  // A full stop right before Hangul or Han ends a sentence too; "부산=" says where they file from.
  const m = SIGNED.exec(
    before
      .split(/\n|[.!?。](?:\s|(?=[\p{sc=Hangul}\p{sc=Han}]))/u)
      .at(-1)!
      .trim(),
  );
  return m ? personName(m[1]!.replace(/^[^\s=]{1,12}=/, '')) : null;
}
