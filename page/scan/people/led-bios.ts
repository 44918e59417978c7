/**
 * The people a bio presents, anywhere on the page: an article's closing bio set apart at its foot
 * ("Andrés Malamud es politólogo …"), a paragraph led by the name in bold, or one under a heading
 * "About <name>"; the employer is the one the bio names (bios.ts).
 */
import { splitName } from '../../../core/names';
import { domainOf, literally, person, storyBoxes, TEAM, text, underWords, type FoundPerson } from './found';
import { bioCompany, ORG, orgOf } from './bios';
import { siteChromeOf } from './chrome';
import { givenNameKnown, personName } from './names';

/**
 * "Name is/es/est/ist … a role", in the languages of the corpus; a title without an article may be
 * capitalised ("Brad Shorr is Director of B2B Marketing for Straight North").
 */
const INTRODUCED =
  /^(\p{Lu}\S*(?: \S+){1,3}) (?:is|es|est|ist|è|é|är|er) (?:(?:an? |the |une? |una |ein |eine |uno |um |uma )?\p{Ll}|(?:(?:Senior|Associate|Assistant|Managing|Executive|Deputy) )?(?:Director|Editor|Head|President|Founder|Co-[Ff]ounder|CEO|Chief|Professor|Partner|Manager|Vice)\b)/u;
const EMPLOYER = new RegExp(
  `\\s(?:at|for|with|en|à|bei|presso|em|na|no) (?:the |la |el |le |l’|der |die |das )?${ORG}`,
  'u',
);

/**
 * The people an article's closing bio introduces: one of its last eight paragraphs, in the story's
 * box or else the page's main text (a story's foot may end in a few lines of links after it: "More
 * from AllBusiness.com:"), set apart in italics or bold, whose sentences start "Name is …" ("es",
 * "est", "ist"…), with the employer the sentence names ("<em>Mitchell Blatt is a columnist with
 * China.org.cn.</em>").
 */
export function fromClosingBios(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  for (const story of storyBoxes(doc))
    for (const p of [...story.querySelectorAll('p')].slice(-8)) {
      const all = text(p);
      const apart = p.querySelector('em, i, b, strong');
      if (!apart || all.length > 500 || text(apart).length < all.length * 0.8) continue;
      for (const sentence of all.split(/(?<=\.)\s+/)) {
        const name = personName(INTRODUCED.exec(sentence)?.[1] ?? '');
        // A work's or a body's bio is none ("Playful Void is a production of Idle Cartulary.").
        const found =
          name &&
          !AN_ORGANISATION.test(sentence) &&
          person(splitName(name), orgOf(EMPLOYER.exec(sentence)), null, 'byline', apart);
        if (found && !out.some((o) => o.lastName === found.lastName && o.firstName === found.firstName))
          out.push(found);
      }
    }
  return out;
}

/**
 * A bio of an organisation, led by its name in bold as a person's is: "Colonial Van Lines is a trusted
 * full-service moving company based in …", "Safeway Moving is a veteran-owned moving company with …".
 * The kind of body, after at most four words, then what describes it (not "a software engineer").
 */
const AN_ORGANISATION =
  /^[^.]{0,80}? (?:is|es|est|ist) (?:an? |the |une? |una |ein |eine )?(?:[\p{L}-]+ ){0,4}(?:company|firm|agency|provider|organi[sz]ation|startup|manufacturer|retailer|corporation|charity|non-?profit|chain|brand|business|platform|store|shop|restaurant|production|publication|podcast|newsletter|series)\b(?=\s*(?:[,.;(]|based|that|which|with|in|of|offering|founded|headquartered|speciali[sz]|serving|providing|from|since|$))/u;

/** What a thing's name comes from, no bio: "Rosetta Stone is named after the famous Rosetta Stone, …". */
const NAMED_AFTER = /^[^.]{0,80}? (?:is|was) (?:named|called) (?:after|for)\b/u;

/** A box's heading that names whom it is about: "About Chris Woodyard", "Über …", "À propos de …". */
const ABOUT = /^(?:about|über|à propos de|acerca de|sobre)\s+(.{3,60})$/i;

/** The heading "About <name>" among the three elements before a paragraph. */
function aboutHeading(p: Element): Element | null {
  for (let el = p.previousElementSibling, i = 0; el && i < 3; el = el.previousElementSibling, i++)
    if (/^h[2-5]$/.test(el.localName)) return ABOUT.test(text(el)) ? el : null;
  return null;
}

/** A label alone that says a writer's bio follows: "About the Author:", "Über die Autorin", "Sobre el autor". */
const ABOUT_WRITER =
  /^(?:about the (?:author|writer)|über (?:den autor|die autorin)|à propos de l['’](?:auteur|autrice)|sobre (?:el autor|la autora|o autor|a autora)|over de auteur)\s*:?$/i;

/**
 * Whether the element right before a paragraph is that label: the paragraph starts with the name.
 * The label is a heading or a line of at most two elements that hold no elements themselves, so that
 * no box's whole tree is read for each of the page's paragraphs.
 */
function afterWriterLabel(p: Element): boolean {
  const label = p.previousElementSibling;
  return (
    !!label &&
    label.childElementCount <= 2 &&
    [...label.children].every((c) => !c.childElementCount) &&
    ABOUT_WRITER.test(text(label))
  );
}

/**
 * A bio led by the name in bold, or under a heading "About <name>", anywhere on the page:
 * "<strong>Andrew Montalenti</strong> (aka pixelmonkey, amontalenti) is the co-founder and CTO of
 * Parse.ly, …" at a post's foot. The name
 * starts the paragraph, an aside in brackets may follow it, then "is" and a role; the employer is the
 * one the bio names ("<h2>About Chris Woodyard</h2> … <p>Chris Woodyard is an auto writer for USA TODAY
 * …"). The first 500 paragraphs are read.
 */
export function fromLedBios(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  const paragraphs = doc.getElementsByTagName('p');
  for (let i = 0; i < paragraphs.length && i < 500; i++) {
    const labelled = afterWriterLabel(paragraphs[i]!);
    const lead = labelled
      ? paragraphs[i]!
      : (paragraphs[i]!.querySelector('strong, b') ?? aboutHeading(paragraphs[i]!));
    // After "About the Author:", the paragraph's first words before "is" are the name.
    const shown = labelled
      ? (INTRODUCED.exec(text(lead!))?.[1] ?? '')
      : lead
        ? (ABOUT.exec(text(lead))?.[1] ?? text(lead))
        : '';
    const name = lead && personName(shown);
    // A known given name: "About Planet Money" heads a show's note, "<strong>War Thunder</strong> is
    // the most comprehensive free-to-play … game" a product's.
    if (!name || !givenNameKnown(name.split(' ')[0]!)) continue;
    const all = text(paragraphs[i]!);
    if (all.length > 800 || !all.startsWith(shown)) continue;
    const bio = name + all.slice(shown.length).replace(/^\s*\([^)]{0,80}\)/, '');
    // The verb follows the name itself: a bold label before a colon is a term that a paragraph
    // explains ("<strong>Memory Configuration</strong>: This is where most people mess up.").
    if (INTRODUCED.exec(bio)?.[1] !== name || AN_ORGANISATION.test(bio) || NAMED_AFTER.test(bio)) continue;
    // A company written as its address ("Parse.ly") is its domain too.
    const company = bioCompany([bio], name);
    const found = person(splitName(name), company, domainOf(company), 'byline', lead);
    if (found) out.push(found);
  }
  return out;
}

/** Where a card's heading line parts its name from the role after it: "BRAD BURKHART – THE BIG CHEESE". */
const NAME_THEN_ROLE = /\s+[–—|]\s+|\s+-\s+|,\s+/;

/**
 * A team page's people set as paragraphs (on a page whose title says it is a team's, or under words
 * that do): a line of the name alone over a bio that starts with the
 * whole name ("Kim McArthur has managed …"), or of the name and the role after a dash ("<p><a>BRAD
 * BURKHART – THE BIG CHEESE</a></p>", in capitals or not) over one that starts with the given name
 * ("Brad's experience spans …"). The bio names them, so the line is theirs; with no role of their own in it, the site's staff. The
 * first 500 paragraphs are read.
 */
export function fromNamedBios(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  const teamPage = TEAM.test(doc.title);
  const paragraphs = doc.getElementsByTagName('p');
  for (let i = 0; i < paragraphs.length && i < 500; i++) {
    const line = paragraphs[i]!;
    const bio = line.nextElementSibling;
    if (bio?.localName !== 'p' || line.childElementCount > 2) continue;
    const shown = text(line);
    // A line that ends a sentence or leads one in is a listicle's entry ("Lee Miller – Tate Britain.",
    // "Giuseppe Penone, Serpentine:"), whose words are about the work, not a team's card.
    if (!shown || shown.length > 80 || /[.:]$/.test(shown)) continue;
    const [named, role] = shown.split(NAME_THEN_ROLE);
    const name = personName(named!);
    if (!name) continue;
    const given = name.split(' ')[0]!;
    if (!givenNameKnown(given)) continue;
    const about = text(bio);
    // The bio starts with the name as a word of its own, in any case: the whole name, or the given
    // name after a line that gives the role too ("Brad's", "Henri is"; a story's subheading, "NISSAN
    // SENTRA" over "Nissan is hoping …", gives none).
    const lead = new RegExp(
      `^(?:${role ? `${literally(given)}|` : ''}${literally(name)})(?![\\p{L}\\p{N}])`,
      'iu',
    );
    // On a team's page, or under words that say it is one: a listicle's entries are set the same way
    // ("Giuseppe Penone – Thoughts in the Roots, Serpentine Gallery" over "Giuseppe Penone’s To Be a
    // River …").
    if (about.length < 80 || !lead.test(about) || siteChromeOf(line) || !(teamPage || underWords(line, TEAM)))
      continue;
    const found = person(splitName(name), bioCompany([about], name), null, 'list', line);
    if (found) out.push(found);
  }
  return out;
}
