/**
 * The names in a byline, a credit line or an author tag, by where a byline's name part ends: its lead
 * ("By", "Von", "Written by"), a date, a bar, a title, the pictures' credits. Each part is judged a
 * name or not by names.ts, and the dates that end a byline's names. About 310 lines: the leads,
 * dates and credits of every language the corpus holds, each with the byline it was written for.
 */
import { caselessName, personName } from './names';

/**
 * What kind of text it is, then who wrote it: "Eine Kolumne von Nils Pickert", "A column by …", "Une
 * chronique de …", "Blog Beitrag von Margarita Koreneva".
 */
export const GENRE_BY =
  '(?:(?:an?|ein|eine|une?)\\s+)?(?:blog[- ]?)?(?:column|commentary|essay|guest post|post|op-ed|kolumne|kommentar|gastbeitrag|gastkommentar|artikel|beitrag|analyse|glosse|chronique|tribune)\\s+(?:by|von|de|par)';

/** An interview's credit to who asked it: "Das Gespräch führte …", "Propos recueillis par …". */
export const INTERVIEW_BY =
  'das (?:gespräch|interview) führten?|die fragen stellten?|interview(?:ed)? by|propos recueillis par';

/**
 * What a byline starts with: "By", "Par", "Von", "Un texte de", "Written by", "Erstellt von"…, an
 * interview's "Das Gespräch führte", "Interview:", "Propos recueillis par", and a link to the writer's
 * other stories ("Mehr von", "More from").
 */
export const BYLINE_LEAD = new RegExp(
  `^\\s*(${GENRE_BY}|by|par|von|por|door|di|av|af|de|un texte de|written by|(?:authored|maintained)(?: and maintained)? by|story by|words by|text by|text von|posted by|prepared by|reported by|mehr von|more (?:from|by)|veröffentlicht von|geschrieben von|verfasst von|erstellt von|created by|publié par|écrit par|publicado por|escrito por|pubblicato da|scritto da|authors?|autor|autoren|autorin|autorinnen|autorin\\s*/\\s*autor|auteur|autore|autora|verfasser|${INTERVIEW_BY}|interview(?=\\s*:))\\s*:?(\\s+|$)`,
  'i',
);

/**
 * Where a byline's name part ends: a spaced hyphen, bar, dot or slash, a dash spaced or not, a word
 * with a digit in it, whole (a date; "3D", not a name's "D"), a handle, or a slash before the agency it
 * wrote for ("Peter Maahn/SP-X").
 */
const BYLINE_PARTS = /\s[-|•·/]\s|[–—]|[\p{L}\p{N}]*\d[\p{L}\p{N}]*|@|[|•·:：｜／]|(?<=\p{Ll})\/(?=\p{Lu})/u;
/** The same, each part followed by what ended it. */
const BYLINE_PARTS_KEPT = new RegExp(`(${BYLINE_PARTS.source})`, 'u');
/** A number and the word it counts ("8 Minuten", "22 Dec"), never a name's start; not a year, which ends
 * a date ("Dec 17, 2025 Julian K. Arni"). */
const COUNTED = /(?<!\d)(?!(?:19|20)\d\d\b)\d+\s+\p{L}+/gu;

/**
 * The names in a byline: "By Stella Kim and Jennifer Jett", "Martin Untersinger (avec Damien Leloup
 * et Morgane Tual)", "by Lucas Nolan 22 Dec 2016", "Dan Goodin - Apr 16, 2015", "By: Jane Roe on
 * December 23, 2016", "Saibal Dasgupta / TNN / Updated: …", "October 14, 2009 | Marc Lifsher",
 * "Eric Freeman 著、嶋田 健志 監訳", "Lesedauer: 8 Minuten Melanie Wassink", "Written by Michael Larabel in
 * Valve on 1 June 2019". The first part of the byline that holds names gives them.
 */
export function bylineNames(text: string): string[] {
  return text
    .replace(GLUED, ' | ')
    .replace(CONVERSATION, '')
    .replace(OWNED_BY, '$1')
    .replace(TEXT_AND_PICTURES, 'Text:')
    .split(IMAGE_CREDITS)[0]!
    .split(TEXT_CREDITS)
    .flatMap(firstNames);
}

/**
 * Where a template glued the next field to a name: a capital after a capital and four small letters
 * or more ("Robert Brum and Isabel KeaneJournal News"), not a name's own ("VanderMeer", "McKinney").
 */
const GLUED = /(?<=\p{Lu}\p{Ll}{4,})(?<!Vander|Vanden)(?=\p{Lu}\p{Ll})/gu;

/** Whose staff the name is, before it: "Produced by the BBC's David Botti". */
const OWNED_BY = /(\b[Bb]y\s+)the\s+\p{Lu}[\p{L}.&-]*(?:\s+\p{Lu}[\p{L}.&-]*){0,3}['’]s\s+(?=\p{Lu})/u;

/** One credit for the words and the pictures or interview: "Text & Fotos: Ivan Valetny", "Text und Interview:". */
const TEXT_AND_PICTURES =
  /\btext\s*(?:&|und|and|\+|\/)\s*(?:fotos?|photos?|bilder?|images?|illustrations?|interviews?)\s*:/i;

/**
 * An interview's credit names its guest, then who talks with them, the writer: "Richard David Precht
 * im Gespräch mit Karin Fischer", "… in conversation with …". The guest is not the byline's.
 */
const CONVERSATION =
  /^.*?\s(?:im gespräch mit|in conversation with|en conversation avec|en conversación con)\s+(?=\p{Lu})/iu;

/**
 * A wire story's closing credits, a paragraph in brackets: "(Reporting by Indulal PM; Editing by Sunil
 * Nair)", "(Additional reporting by Wilda Asmarini … in JAKARTA; Writing by Dean Yates; Editing by
 * Michael Perry)", after a dash ("– additional reporting by Donald Matthys"), alone ("Reporting by Jason
 * Hovet", names only), or two credits or more without either, their parts apart by commas ("Reporting by Gopal Sharma, additional reporting by Lisa
 * Barrington, writing by Shilpa Jamkhandikar, Editing by Alex Richardson"); or its contact lines: "To
 * contact the editors responsible for this story: Chris Wellisz at cwellisz@bloomberg.net Gail
 * DeGeorge, Carlos Torres". Each part's names, without the cities they reported from ("in
 * JAKARTA/SURABAYA", "in London") or their addresses.
 */
const WIRE_CREDIT = '(?:additional )?(?:reporting|writing|editing|edited|compiled) by';
const CONTACT_LINE = 'to contact the (?:reporters?|editors?|writers?)\\b[^:]{0,60}:';
const CREDITS = new RegExp(
  `^(?:[(–—-]\\s*${WIRE_CREDIT} |${WIRE_CREDIT} [^;]{3,120}[,;]\\s*${WIRE_CREDIT} |${WIRE_CREDIT} [^;]{3,120}$|${CONTACT_LINE})`,
  'i',
);
const CREDIT = new RegExp(`^(?:${WIRE_CREDIT}|${CONTACT_LINE})\\s+(.+)$`, 'i');
/** A wire story's credits in brackets at the end of its last paragraph ("… in the past. (Reporting by
 * Curtis Skinner; Editing by Alan Raybould)"). */
const CREDITS_AT_END = new RegExp(`\\(\\s*${WIRE_CREDIT} [^()]{3,200}\\)$`, 'i');

/** A paragraph's credits: the whole paragraph, or the bracketed credits it ends with; else null. */
export const creditsIn = (text: string): string | null =>
  CREDITS.test(text) ? text : (CREDITS_AT_END.exec(text)?.[0] ?? null);
/** Where a credit's part ends: a semicolon, or a comma before the next credit. */
const CREDIT_PARTS = new RegExp(`;\\s*|,\\s*(?=${WIRE_CREDIT}\\b)`, 'i');

export function creditNames(text: string): string[] {
  const parts = text.replace(/^[(–—-]\s*|\)$/g, '').split(CREDIT_PARTS);
  const named = parts.map((part) =>
    listedNames((CREDIT.exec(part.trim())?.[1] ?? '').replace(/\s+at\s+[^\s@]+@[^\s@]+/g, ',')).map((n) =>
      personName(n.replace(/\.$/, ''), true),
    ),
  );
  // A lone credit, in neither brackets nor after a dash ("Reporting by Jason Hovet"), names only
  // people: "Reporting by the paper found that …" is a sentence.
  const lone = parts.length === 1 && !/^[(–—-]/.test(text) && !CONTACT.test(text);
  if (lone && !named[0]!.every(Boolean)) return [];
  return named.flat().filter((n): n is string => !!n);
}

const CONTACT = new RegExp(`^${CONTACT_LINE}`, 'i');

const PLACE =
  /\s+in\s+\p{Lu}[\p{L} ./'-]{0,40}?(?:,\s*\p{Lu}[\p{L}.]{0,5}\.|,\s*\p{Lu}\p{Ll}{2,20}(?=,|$|\s+(?:and|und)\s))?(?=,|$|\s+(?:and|und)\s)/gu;
/**
 * The names a credit line lists, the places they reported from left out, with their state or country:
 * "Alan Fram in Washington, Zeke Miller and Jill Colvin", "Jay Reeves in Birmingham, Ala., and Dave
 * Martin", "David McHugh in Frankfurt, Germany, and Elaine Ganley in Paris", "Anna Back och Gunilla
 * Celvin". Each is judged by the caller.
 */
export const listedNames = (text: string): string[] =>
  text
    .replace(PLACE, '')
    .split(/\s*,\s*(?:(?:and|und)\s+)?|\s+(?:and|und|&|et|y|och|og)\s+/)
    .map((n) => n.trim());

/**
 * Another credit for the text in the same byline: "Written by Rob Ewaschuk Edited by Betsy Beyer", or
 * its translation's, "Übersetzt von Monica Seemann", "Traduit par …".
 */
const TEXT_CREDITS =
  /\b(?:edited|reviewed|fact[- ]checked|translated|produced|additional reporting)\s+by\b|(?:^|\s)(?:übersetzt(?:\s+\S+){0,2}\s+von|traduit\s+par|traducido\s+por|tradotto\s+da)(?=\s)/i;
/**
 * Where a byline goes on to credit the pictures ("Photographs by …", or labelled: "Interview: Jens
 * Bergmann<br>Foto: Michael Hudler", "Фото: Наталия Губернаторова"; an agency's picture, "(AP
 * Photo/Evan Vucci)", "(AP Foto/Martin Meissner, Pool)"): not the text's authors.
 */
const IMAGE_CREDITS =
  /\b(?:photos?|photographs?|photography|illustrat\w*|graphics|images?|video)\s+by\b|\b(?:fotos?|bilder|illustration(?:en)?|grafik(?:en)?)\s+von\b|\b(?:photos?|fotos?|bild(?:er)?|images?|illustrations?|grafik(?:en)?|video)\s?:|\b(?:photos?|fotos?)\s?\/|(?:^|[\s(])фото\s?:/i;

/** "Wrote" and "by the pen of" in Arabic, before the writer's name: "كتبت أسماء نصار". */
const ARABIC_LEAD = /^\s*(?:كتب|كتبت|بقلم)\s+([^|،,]+)/u;

function firstNames(text: string): string[] {
  // A name in Arabic has no capitals to judge it by: after "كتب", its words alone (names.ts).
  const arabic = ARABIC_LEAD.exec(text)?.[1];
  if (arabic) return [caselessName(arabic) ?? []].flat();
  // A box's line that starts with "By" holds its names, not the lines before it (a section's name:
  // "Black Country | By | Jamie Brassington").
  const lines = text.split(' | ');
  const led = lines.findIndex((line) => BYLINE_LEAD.test(line));
  const parts = (led > 0 ? lines.slice(led).join(' | ') : text)
    // So does a capitalised "Von" or "By" inside a line, after a section's name ("Disko Von Ernst
    // Lohoff"); a particle in small letters is a name's ("Ulrich von Below").
    .replace(MID_LEAD, '')
    .replace(BYLINE_LEAD, '')
    // When it was posted, in small letters after the name ("By Vlad Savov posted Apr 9th 2011", "By
    // Alejandro Villamor Last updated Nov 8, 2023").
    .replace(/(?<=\S)\s+(?:[Ll]ast\s+)?(?:posted|published|updated|veröffentlicht|publié)\b.*$/u, '')
    // A dot alone between spaces ends it, as a separator does: "by José Valim . in Internals".
    .replace(/(?<=\S)\s+\.\s.*$/u, '')
    // A weekday cut short before the date ("Tomas Spahn Fr, 18. Oktober 2019", "Jane Roe Fri, Nov 18"),
    // when two words are left ("Anna Do, 18. Oktober" keeps her family name).
    .replace(WEEKDAY_BEFORE_DATE, (all, name: string) => (name.trim().includes(' ') ? name : all))
    .replace(COUNTED, '|')
    // A label in Han, kana or Hangul before a colon says what the person did ("写真：", "取材・文＝"); before
    // "=", where or for whom ("스포츠조선=선수민"); before a slash and a name, the desk ("上報快訊／范姜佳鈺").
    .replace(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}・]{1,6}[：:＝=]/gu, '|')
    .replace(/\p{sc=Han}{1,6}／(\p{sc=Han}{2,4})(?!\p{sc=Han})/gu, (all, n: string) =>
      personName(n) ? `|${n}` : all,
    )
    .split(BYLINE_PARTS_KEPT);
  for (let i = 0; i < parts.length; i += 2) {
    const labelled = parts[i + 1] === ':';
    // Before a colon and a number, a part's last word labels the number: "von Lars Sobiraj Lesezeit: 4
    // Min." (not "Jane Ann Roe: Interview", a name before what it says).
    // (A number and the word it counts are a bar by now.)
    const counted = labelled && !parts[i + 2]?.trim() && /^(?:\d|\|)$/.test(parts[i + 3] ?? '');
    const before = counted ? namesIn(parts[i]!.replace(/\s*\S+\s*$/, '')) : [];
    const names = before.length ? before : namesIn(parts[i]!);
    // Writers apart by a spaced slash are all the byline's when each part is a name alone ("Laura
    // Jordán / Javier Urbina"), not a newsroom's ("Saibal Dasgupta / TNN").
    for (let j = i + 2; names.length && parts[j - 1] === ' / ' && personName(parts[j]!.trim()); j += 2)
      names.push(personName(parts[j]!.trim())!);
    if (names.length) return names;
    // A label of three words or more says what its list is ("Search for this author in: PubMed …",
    // "More from this writer: …"): not who wrote.
    if (labelled && parts[i]!.trim().split(/\s+/).length >= 3) return [];
  }
  return [];
}

/** What comes before a capitalised "Von", "By", "Par", "Por" or "Door" and a name inside a byline. */
const MID_LEAD = /^[^|]*?\s(?=(?:Von|By|Par|Por|Door|VON|BY)\s+(?:\|\s+)?\p{Lu})/u;

/** A month, in full or cut short; never the start of a longer word ("Martin" is not March's). */
export const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
/**
 * A date in digits or with its month's name ("04.02.2022", "2019-10-18", "October 14, 2009"; in any
 * language after the day: "1. Februar 2022", "12 mars 2020"), or a time since ("1h ago", "3 hours
 * ago", "vor 2 Stunden", "hace 5 minutos", "il y a 2 jours").
 */
export const DATED = new RegExp(
  `\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|\\b(?:${MONTH})\\b\\.?\\s*\\d|\\b\\d{1,2}\\s*(?:[mhd]|mins?|minutes?|hrs?|hours?|days?)\\s+ago\\b|\\b(?:vor|hace|il y a)\\s+\\d{1,2}\\s+(?:min|stund|tag|hora|día|dia|jour|heure)|\\b\\d{1,2}\\.?\\s+\\p{L}{3,12}\\.?\\s+\\d{4}\\b`,
  'iu',
);
/** The date's month at the end of a byline's part ("Jane Roe on Jan."). */
const TRAILING_MONTH = new RegExp(`\\s+((on|at|le|am|el)\\s+)?(${MONTH})\\.?\\s*$`, 'i');
/** A name, then a weekday cut short, a comma and the date: "… Fr, 18. Oktober", "… Fri, Nov 18". */
const WEEKDAY_BEFORE_DATE = new RegExp(
  `^(.*?)\\s+(?:(?:Mo|Di|Mi|Do|Fr|Sa|So)\\.?,\\s*\\d{1,2}\\.|(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat)\\.?,\\s*(?:\\d|(?:${MONTH})\\b)).*$`,
  'i',
);

/**
 * A name said twice in a row is said once: "Sean Martin Sean Martin", where a byline holds a hidden
 * copy of its link for readers and search engines.
 */
function onceOnly(name: string): string {
  const words = name.trim().split(/\s+/);
  const half = words.length / 2;
  return half >= 2 && Number.isInteger(half) && words.slice(0, half).join(' ') === words.slice(half).join(' ')
    ? words.slice(0, half).join(' ')
    : name;
}

/**
 * A name set in capitals among others so set ends where the capitals do: what follows in small
 * letters is the writer's title or where they write from ("LILIAN ALEMAGNA, LAURE BRETTON Envoyés
 * spéciaux à Toulouse").
 */
const capitalsOnly = (name: string) =>
  name.replace(/^\s*((?:\p{Lu}[\p{Lu}'’.-]+\s+){1,2}\p{Lu}[\p{Lu}'’-]+)\s+\p{Lu}?\p{Ll}.*$/u, '$1');

/**
 * A single word between two names is where the first files from ("Markus M. Haefliger, London, Beat
 * Bumbacher"), when the next is written as a name (not "Technologist, ACLU Speech", an acronym's).
 */
const placeBetween = (parts: string[], names: (string | null)[], i: number) =>
  !/\s/.test(parts[i]!.trim()) && !!names[i + 1] && !/\p{Lu}{2}/u.test(parts[i + 1]!);

function namesIn(part: string): string[] {
  const said = part
    // The date's month, in full or cut short, not a name that starts like one ("Sean Martin").
    .replace(TRAILING_MONTH, '')
    .replace(/,?\s+(mon|tues|wednes|thurs|fri|satur|sun)day\b[\s,]*$/i, '')
    .replace(/\s+(on|at|le|am|el)\s*$/i, '')
    // Where the story is filed or who it is for: "Michael Larabel in Valve", "Jane Roe for Amika",
    // also in a byline set in capitals ("VON Sina Giebel IN Fashion") or in title case ("By Glen Owen
    // And Brendan Carlin For The Mail On Sunday").
    .replace(/\s+(in|for|In|For|IN|FOR)\s+\p{Lu}.*$/u, '')
    // Or whom they write for, named after the names without a comma: "… Stepanenko The Associated Press".
    .replace(/\s+The\s+\p{Lu}.*$/u, '')
    .replace(/\s+d['’]\s*\p{Lu}\S*\s*$/u, '')
    .replace(/(\s+(follow|following|subscribe|twitter|facebook|linkedin|instagram|e-?mail|rss))+\s*$/i, '')
    .split(/,|、|，|\(|\)|\s(?:and|&|et|und|(?:y|e)(?!\s+\p{Lu}\p{Ll}+\s*(?:,|$))|och|og|avec|with)\s/iu)
    .map((name) =>
      name
        .replace(/^\s*(by|par|avec|with)\s+/i, '')
        .replace(/(\p{Ll}\p{Ll})\.\s*$/u, '$1') // the sentence's full stop, not an initial's
        .replace(/\s*(著|監訳|訳|編|作|文|記者|记者|기자|氏)\s*$/, '')
        // Or before, after the newsroom: "聯合報 記者林宸誼".
        .replace(/^\S{0,12}\s*(?:記者|记者)\s*(?=\p{sc=Han})/u, ''),
    )
    .map(onceOnly);
  // Among names set in capitals, one ends where the capitals do.
  const parts = said.length > 1 && !/\p{Ll}/u.test(said[0]!) ? said.map(capitalsOnly) : said;
  const names = parts.map((name) => personName(name));
  const amongNames = names.some((n) => n !== null);
  const out: string[] = [];
  for (const [i, name] of parts.entries()) {
    const n = names[i] ?? (amongNames ? personName(name, true) : null);
    if (n) out.push(n);
    // After the names, a part that is none is their title or desk, and what follows is its ("By
    // Daniel Kahn Gillmor, Senior Staff Technologist, ACLU Speech, Privacy, and Technology Project").
    else if (out.length && name.trim() && !placeBetween(parts, names, i)) break;
  }
  return out;
}

/**
 * A byline said twice, the second time for a microformat's data ("By MAGGIE MICHAEL and PAUL SCHEMM,
 * Associated Press <span class="fn org">Maggie Michael And Paul Schemm, Associated Press</span> – Sat
 * Mar 5"): once, and what follows.
 */
export function unechoed(t: string): string {
  const words = t.trim().split(/\s+/);
  // A byline is short (longer boxes are not read as bylines): only the first 40 words are compared.
  if (words.length > 40) return t;
  const start = /^(?:by|von|par|por)$/i.test(words[0] ?? '') ? 1 : 0;
  const low = words.map((w) => w.toLowerCase());
  for (let k = Math.floor((words.length - start) / 2); k >= 2; k--) {
    let same = 0;
    while (same < k && low[start + same] === low[start + k + same]) same++;
    if (same === k) return [...words.slice(0, start + k), ...words.slice(start + 2 * k)].join(' ');
  }
  return t;
}
