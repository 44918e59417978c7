/**
 * Whether a short text is a person's name, by its shape rather than by lists of names: two to four
 * words, each capitalised (or a surname particle), letters only; no word that names a role, a team or
 * a place in a page ("Our Foreign Staff", "Seattle Times business reporter", "Telegraph View"), no
 * foundation ("Фундация DEJURE"), no preposition and no weekday ("On Tuesday", "Nach Angriff", a
 * sentence's or a headline's start). In
 * Han, kana and Hangul, a name's shape (core/names.ts) that names no desk or role ("編集部").
 * A name written in capitals ("JEFFREY GETTLEMAN", "Sereysethy TOUCH") comes back capitalised.
 * About 255 lines, kept whole: one judgement of a name's shape, its word lists beside the rules that read them.
 */
import {
  DEGREES,
  fullName,
  inCjk,
  isTitle,
  JOINED,
  NAME_PARTICLES,
  splitName,
  SUFFIXES,
} from '../../../core/names';
import { knownGivenName } from '../../../core/given-names';

const NOT_NAMES =
  /^(the|our|your|dear|staff|team|editors?|editorial|news|newsroom|reporters?|reporting|editing|writers?|view|desk|redaktion|redactie|rédaction|redacción|redazione|correspondents?|contributors?|contributing|wire|agency|agencia|agência|agenzia|agence|press|presse|die|das|follow|message|connect|social|about|sobre|über|acerca|authors?|autor|autorin|autoren|auteur|autore|autora|verfasser|admin|written|edited|updated|published|posted|read|more|share|comments?|guest|board|opinion|times|post|daily|weekly|magazine|magazin|zeitung|diario|diário|giornale|gazette|gazzetta|tribune|noticias|notícias|nachrichten|zeitschrift|illustrierte|reuters|media|média|mídia|medien|group|online|keine|teilen|partager|compartir|digital|service|services|support|debug|logs|sales|info|contact|kontakt|contacto|contatto|ansprechpartner|ansprechpartnerin|home|page|blog|university|institute|center|centre|school|college|county|inc|ltd|llc|professor|columnist|column|am|pm|sign|re|fwd|wrote|industries|productions|ventures|capital|analysis|research|shows|events|studios|studies|facts?|quotes?|tips?|bonus|bio|policy|privacy|members?|feedback|bundles?|org|security|entertainment|corp|corporation|company|holdings|solutions|systems|technologies|labs|partners|consulting|engineers?|lead|managers?|developers?|designers?|directors?|consultants?|specialists?|head|officers?|representatives?|founders?|president|vice|chief|intern|students?|analysts?|assistants?|coordinators?|academy|community|alerts|notifications?|newsletters?|payments|billing|digest|reminders?|experts?|mentors?|committers?|maintainers?|originals|books|all|posts|buy|order|shop|now|beiträge|beitrag|artikel|neueste|neuste|letzte|letzten|see|also|by|browse|mentions|santa|sankt|hafen|flughafen|bahnhof|stadt|landkreis|gemeinde|alle|alles|weitere|tous|toutes|todos|todas|tutti|tutte|kitchens?|must|should|would|could|shall|editions?|paperback|hardcover|forums?|clinics?|hospitals?|movers|sponsored|gesponserte?|inhalte|anzeige|werbung|advertisement|sie|wir|unser(?:e|er|em|en|es)?|ihr(?:e|er|em|en|es)?|notre|votre|kategorien?|categories|category|catégories?|rubriken|rubrik|ressort|schlagwörter|tags|aus|from|what|who|whom|whose|which|where|when|why|how|this|that|these|those|my|its|their|we|you|they|it|is|are|was|were|on|in|at|of|for|with|to|after|before|during|since|until|upon|nach|gegen|ohne|wegen|trotz|seit|unter|zwischen|council|committee|foundation|stiftung|fondation|fundación|fundação|fondazione|fundacja|фундация|фундація|фонд|monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)$/i;

/**
 * A company's legal form, in the case it is written in (a Korean given name "Se" is no "SE"): ends no
 * person's name ("Nordex SE"), ends a headline's company ("Acme GmbH"), follows a publisher's name in
 * its copyright line ("Faro de Vigo, S.A."). One list for the three.
 */
export const LEGAL_FORMS =
  'SE|AG|GmbH|mbH|KG|KGaA|OHG|eG|e\\.V\\.|S\\.\\s?A\\.?|SA|SAS|SARL|S\\.\\s?L\\.|SL|S\\.p\\.A\\.|SpA|S\\.r\\.l\\.|Srl|B\\.V\\.|N\\.V\\.|BV|NV|PLC|plc|Oyj?|AB|AS|ASA|A\\/S|ApS|Inc\\.?|Ltd\\.?|Limited|LLC|LLP|Pty|Co\\.|d\\.o\\.o\\.';
const LEGAL_FORM = new RegExp(`^(?:${LEGAL_FORMS})$`);

/**
 * Letters after a name that no list holds, a credential's acronym: three to five capitals with one
 * vowel at most ("Jeffrey A. Slotnick CPP, PSP", "… CISSP"), after a name not written in capitals. A
 * family name in capitals has its vowels ("Anne Marie DUPONT", "Mary Ann LEE").
 */
const postNominal = (words: string[]) =>
  /^\p{Lu}{3,5},?$/u.test(words.at(-1)!) &&
  (words.at(-1)!.match(/[AEIOUY]/g)?.length ?? 0) <= 1 &&
  words.slice(0, -1).every((w) => /\p{Ll}|^\p{Lu}\.$/u.test(w));

/**
 * A desk, a role, an agency, a kind of report or a paper (its name ends in 报, "经济日报", "新京报", or
 * says it is a daily, a weekly, a monthly or a newspaper: "日刊現代", "週刊文春", "朝日新聞") where a
 * byline in Han or Hangul would name someone ("編集部", "新華社", "即時報導"); or a date's words between
 * its numbers ("2024年5月22日週三 上午8:21": the weekday, the morning), or the word before a date that
 * says what happened then ("更新于2019年2月18日": updated, published, created).
 */
const CJK_NOT_NAMES =
  /編集|编辑|記者|记者|社|[日週周月]刊|新聞|新闻|報導|报道|報道|即時|即时|편집|기자|匿名|用户|用戶|[报報]\s*$|上午|下午|凌晨|星期|週[一二三四五六日]|更新|[发發][布表]|[创創]建/;

/** The titles said before a name, never inside one. */
const HONORIFIC = /^(?:mr|mrs|ms|miss|mx|dr|prof|sir|herr|frau|mme|mlle)\.?$/i;

/** A word in capitals, capitalised: after its start, a hyphen, an apostrophe or an initial's dot. */
export const capital = (w: string) =>
  w === w.toUpperCase() && w.length > 1
    ? w.toLowerCase().replace(/(^|[-'’.])\p{L}/gu, (c) => c.toUpperCase())
    : w;

/** Pictographs and flags around a display name, and a symbol after it ("Ryan Kaufman ✦"). */
export const PICTOGRAPHS =
  /^[\p{Extended_Pictographic}\p{Regional_Indicator}\uFE0E\uFE0F\u200D\s]+|[\p{Extended_Pictographic}\p{Regional_Indicator}\p{So}\uFE0E\uFE0F\u200D\s]+$/gu;

/**
 * A word that ends with what an organisation is, as German compounds do: "Weinakademie Rust",
 * "Musikschule Nord", "Sportverein", "Handwerkskammer", "SID Nachrichtenagentur". No name part.
 */
const ORG_COMPOUND =
  /^\p{L}{3,}(?:akademie|schule|verein|verband|stiftung|institut|zentrum|gesellschaft|genossenschaft|kammer|werkstatt|nachrichten|zeitung|verlag|rundschau|agentur)$/iu;

/**
 * A German word for a role, alone or ending a compound ("Chefredakteur" under "Christoph Hein",
 * "Redakteurin", "Pressesprecher", "Abteilungsleiterin"): no name part. Those that are also family
 * names ("Leiter", "Sprecher") only as a compound's end.
 */
const ROLE_NOUN =
  /^(?:\p{L}*(?:redakteur|korrespondent|journalist|moderator)|\p{L}{3,}(?:leiter|sprecher|autor|direktor|fotograf|reporter))(?:in)?$/iu;

/**
 * An English word for a job, which no family name is: a card's role in bold read as its name ("Senior
 * Scientist", "Primary Investigator" over "Postdoctoral Fellow, University of California").
 */
const JOB_NOUN =
  /^(?:scientist|investigator|engineer|developer|manager|officer|coordinator|specialist|analyst|administrator|facilitator|architect|consultant|researcher|lecturer|strategist|evangelist|advocate|designer|programmer)s?$/i;

/** A name in Han, Hangul or kana after a name in Latin letters, in brackets or not. */
export const NATIVE_AFTER =
  /(?<=\p{sc=Latin}{2,}\.?)\s+\(?[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}・·]{2,8}\)?$/u;

/** The name someone also goes by, after their name: "Robert von Burg aka “Eitch”", "Thomas Aarts (aka Tom)". */
export const AKA = /(?<=\S)\s+(?:\(\s*)?(?:aka|a\.k\.a\.)\s[^()]{1,30}\)?$/iu;

/**
 * The name, tidied, if `text` is one; else null. A name does not start with a surname particle ("de
 * la Cruz", "Le Monde"), unless `amongNames` says it stands in a list of other names, where a
 * capitalised one is a given name ("Marc Santora, William K. Rashbaum, Al Baker and Adam Goldman").
 */
export function personName(shown: string, amongNames = false): string | null {
  // A name in Latin letters may be followed by the same name in its own script ("Jeni Lee 이제니", "Yiwen
  // Li (李一文)"): the Latin one is read.
  const text = shown.replace(NATIVE_AFTER, '');
  if (inCjk(text)) {
    // Nor is a family name one character said twice ("狗狗哥哥", a user's nickname).
    const cjk = !CJK_NOT_NAMES.test(text) && !/^(\p{sc=Han})\1/u.test(text.trim()) && splitName(text);
    return cjk ? fullName(cjk.firstName, cjk.lastName) : null;
  }
  // A display name may carry a pictograph or a flag before or after it ("🇨🇦 Andrew Jenkins"), and
  // a suffix or degrees after it ("Nikia Scott, PhD", "Robert James Miller II PhD"): not name parts.
  // A nickname between the names is none of them ("Jiangjie (Becket) Qin", 'Robert "Bob" Smith').
  const all = text
    .replace(PICTOGRAPHS, '')
    .replace(/(?<=\S)\s+[("“]\p{Lu}\p{Ll}+[)"”](?=\s+\S)/u, '')
    // An aside after it: where they are, their pronouns ("Peter Zakin (in NY)", "Jane Roe (she/her)"); or
    // the year of their class, as a school writes its alumni ("Sean J. Combs '08").
    .replace(/(?<=\S)\s+\((?:in|at|on|she|he|they)\b[^()]{0,25}\)$/u, '')
    .replace(/(?<=\p{L})\s+['’]\d\d$/u, '')
    .replace(AKA, '')
    .trim()
    .split(/\s+/);
  while (all.length > 2 && (SUFFIXES.test(all.at(-1)!) || DEGREES.test(all.at(-1)!) || postNominal(all))) {
    all.pop();
    all[all.length - 1] = all.at(-1)!.replace(/,$/, '');
  }
  // Titles before the name are none of its words ("OSR Dipl.-Päd. Markus Fuchs", "Prof. Dr. med. Hans
  // Meier"): the name after them is judged, and kept with them; three words at most after a title, as
  // before (a post's "Mrs Thora Cynthia Bowe Johnson" in a list of obituaries is no contact's).
  let titles = 0;
  while (all.length - titles > 2 && isTitle(all[titles]!)) titles++;
  const words = all.slice(titles);
  if (words.length < 2 || words.length > (titles ? 3 : 4)) return null;
  // A title after a name's first word is a handle's ("Little Miss Dangerous", "Captain Mr Nobody").
  if (words.slice(1).some((w) => HONORIFIC.test(w))) return null;
  // A company's legal form, as written, ends no name ("Nordex SE", "Acme GmbH", "Grupo Epasa S.A.").
  if (LEGAL_FORM.test(words.at(-1)!)) return null;
  // An organisation's initials before its words ("EFC Bayrische Bembel"): a club's, not a name (a
  // family name in capitals before short given names is one: "WANG Xiao Ming").
  const rest = words.slice(1);
  if (
    words.length >= 3 &&
    /^\p{Lu}{3,4}$/u.test(words[0]!) &&
    rest.every((w) => /\p{Ll}/u.test(w)) &&
    rest.some((w) => w.length >= 6)
  )
    return null;
  for (const [i, w] of words.entries()) {
    if (NAME_PARTICLES.has(w.toLowerCase()) || (i > 1 && i === words.length - 2 && JOINED.test(w))) continue;
    // A family name may start with its particle in small letters, glued on ("Lena deCasparis"), or
    // elided before an apostrophe ("Christophe d’Enfert", "Marcello dell’Utri").
    const glued =
      i > 0 &&
      (NAME_PARTICLES.has(/^\p{Ll}+(?=\p{Lu}\p{Ll})/u.exec(w)?.[0] ?? '') ||
        /^(?:d|dell|dall|l)['’]\p{Lu}\p{Ll}/u.test(w));
    if (
      !(glued || /^\p{Lu}[\p{L}\p{M}'’.-]*$/u.test(w)) ||
      // A compound's parts too ("Deutsche Presse-Agentur").
      (w.split('-').some((part) => NOT_NAMES.test(part.replace(/[.’']/g, ''))) && !familyNameToo(words, i)) ||
      ORG_COMPOUND.test(w) ||
      ROLE_NOUN.test(w) ||
      JOB_NOUN.test(w)
    )
      return null;
    // A word ending a sentence before another is no name's ("Medizinredakteurin. Kommunikation", a
    // writer's job beside her name); an abbreviated given name is short ("Wm.", "Chas.").
    if (i < words.length - 1 && /^\p{L}{5,}\.$/u.test(w)) return null;
    // A contraction is a sentence's ("I’m Jody, the Chief Product Officer").
    if (/^\p{L}['’](?:m|d|ll|ve|re)$/u.test(w)) return null;
    // A possessive is a phrase's ("Saracen's Fez", a forum handle; "Class Central’s" over its report),
    // no name's part.
    if (/\p{L}['’]s$/u.test(w)) return null;
    // Capitals without a vowel are an acronym, a broadcaster's or an agency's ("MDR SACHSEN-ANHALT").
    if (/^[A-Z]{3,}$/.test(w) && !/[AEIOUY]/.test(w)) return null;
    // A site's address is no name part ("On HoustonChronicle.com"); initials are ("J.R."). Nor is a
    // compound of an acronym and words ("DJV-Online-Seminare"); a name in capitals is so throughout.
    if (/\p{L}{2}\.\p{L}/u.test(w) || /\p{Lu}{2}-\p{Lu}\p{Ll}|\p{Ll}-\p{Lu}{2}/u.test(w)) return null;
    // Two words glued where one element's text meets the next's ("Pixel EditorAyaneshu Bhardwaj", a
    // project card's title over its maker): a name's inner capital follows a short part ("McDonald",
    // "MaryAnn", "DellaCava") or particles ("VanderMeer"), not five small letters.
    const glue = /^\p{L}*?(\p{Lu}\p{Ll}{5,})\p{Lu}\p{Ll}/u.exec(w);
    if (glue && !/^(?:van|von|de[nr]?|d[ai]|del|della|la|le|mac)+$/i.test(glue[1]!)) return null;
    // A German adjective of where something is from leads a thing's name ("Französischer Gleiter").
    if (i === 0 && /^\p{Lu}\p{Ll}{3,}ische[rnms]?$/u.test(w)) return null;
  }
  const [first, last] = [words[0]!, words.at(-1)!];
  // A capitalised particle last is a family name ("Minh Do", "Thanh Le"); in small letters it ends none.
  if (
    (NAME_PARTICLES.has(first.toLowerCase()) && !(amongNames && /^\p{Lu}/u.test(first))) ||
    NAME_PARTICLES.has(last) ||
    (NAME_PARTICLES.has(last.toLowerCase()) && NAME_PARTICLES.has(first.toLowerCase()))
  )
    return null;
  return [...all.slice(0, titles), ...words.map(capital)].join(' ');
}

/**
 * A word that is a family name too, the last of two: a German weekday after a known given name
 * ("Alisa Sonntag", "Jan Freitag"; after a whole name it is a date's, "Anna Müller Montag, 12. Mai"),
 * and the Chinese family name "You" after a given name in pinyin of five letters or more ("Xiaoying
 * You", "Liangjun You"; not "Thank You", "Love You", "Hate You").
 */
const familyNameToo = (words: string[], i: number) =>
  i === 1 &&
  words.length === 2 &&
  ((/^(?:Montag|Freitag|Sonntag)$/.test(words[1]!) && givenNameKnown(words[0]!)) ||
    (words[1] === 'You' && words[0]!.length >= 5 && PINYIN.test(words[0]!)));

/** A given name in pinyin without tones, one to three syllables ("Xiaoying", "Yulong"). */
const PINYIN =
  /^(?:(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|ei|ao|ou|an|en|in|un|ia|ie|iu|ua|uo|ui|a|o|e|i|u)){1,3}$/i;

/** Whether a list is names and nothing else, each as it is written ("Urs Gehriger and Florian Schwab"). */
export const onlyNames = (list: string[]) => list.every((n) => personName(n) === n);

/**
 * Scripts without capitals, written with spaces between words: Arabic, Hebrew, the Indic scripts,
 * Thai, Georgian, Ethiopic. A name in one of them has no shape to tell it from any two words.
 */
const CASELESS =
  /^(?:[\p{sc=Arabic}\p{M}]+|[\p{sc=Hebrew}\p{M}]+|[\p{sc=Devanagari}\p{M}]+|[\p{sc=Bengali}\p{M}]+|[\p{sc=Gurmukhi}\p{M}]+|[\p{sc=Gujarati}\p{M}]+|[\p{sc=Tamil}\p{M}]+|[\p{sc=Telugu}\p{M}]+|[\p{sc=Kannada}\p{M}]+|[\p{sc=Malayalam}\p{M}]+|[\p{sc=Thai}\p{M}]+|[\p{sc=Georgian}\p{M}]+|[\p{sc=Ethiopic}\p{M}]+)$/u;

/** A desk's, a team's or a site's word in those scripts ("डेस्क", "ब्यूरो", "فريق التحرير", "מערכת"). */
const CASELESS_NOT_NAMES =
  /^(?:डेस्क|ब्यूरो|संवाददाता|टीम|न्यूज़?|समाचार|संपादक|ডেস্ক|প্রতিবেদক|বার্তা|تحرير|التحرير|فريق|بوابة|أخبار|اخبار|الأخبار|موقع|محرر|مكتب|وكالة|قسم|מערכת|חדשות|צוות|כתב)$/u;

/**
 * The name, if `text` is two to four words of one script without capitals, none a desk's word: said
 * only of a name that data calls a person's and the page shows (found.ts), as nothing in its shape
 * tells a name from other words.
 */
export function caselessName(text: string): string | null {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4 || !CASELESS.test(words.join(''))) return null;
  return words.some((w) => CASELESS_NOT_NAMES.test(w)) ? null : words.join(' ');
}

/**
 * Whether a first name is one people are given, as far as the known list (core/given-names.ts) can
 * say: a name in Latin letters whose first given name it does not hold is more often a phrase in a
 * byline's place ("Special Report", "Base Flying", "Politic Talks") than a person. Initials, and
 * names in other scripts, which the list does not cover, pass; so does a joined name with one known
 * part ("Jean-Luc").
 */
export function givenNameKnown(firstName: string): boolean {
  if (
    /[^\p{Script=Latin}\s.'’-]/u.test(firstName) ||
    /^(?:\p{L}\.)*\p{L}\.?$/u.test(firstName.replace(/\s/g, ''))
  )
    return true;
  const name = firstName.replace(/\.$/, '');
  const parts = name.split(/[-\s]/);
  return knownGivenName(name) || (parts.length > 1 && parts.some((p) => p.length > 1 && knownGivenName(p)));
}
