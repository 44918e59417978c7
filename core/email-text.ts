/**
 * Addresses in plain text: the pattern the page scanner and the right-click menu share, the plausibility
 * rules that refuse near-misses (`logo@2x.png`, `pkg@1.2.3`, `git@host:repo.git`, long hex ids), the
 * bracketed obfuscations (`jane [at] acme [dot] com`) and `mailto:` targets. No DOM. About 310
 * lines, kept whole: one pattern and the judgements of its matches, which read its character classes
 * and what comes before and after a match (a URL it sits in, a token glued to it).
 */
import { toAsciiDomain } from './checks/idna';
import { joinsAscii, LONE_SURROGATE, SPECIAL_USE_TLDS, utf8Length } from './checks/syntax';
import { FILE_EXTENSIONS } from './file-extensions';

export interface ScanOptions {
  obfuscated: boolean;
}

/**
 * Characters beyond ASCII that can be part of an address in running text: letters of every script,
 * but not Latin-1 symbols (« » © ·), general punctuation (“ ” — … and the zero-width space), CJK
 * punctuation (、。「」) or full-width forms (，：（）＠), which end an address as a space does.
 */
const CJK = '\\u2e80-\\u2fff\\u3040-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';
const LETTERS_BEYOND_ASCII =
  '\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u1fff\\u2070-\\u2dff\\ua000-\\uabff\\ud7b0-\\uf8ff\\ufb00-\\ufe0f\\ufe70-\\ufefe' +
  CJK;
const ATEXT = `A-Za-z0-9!#$%&'*+/=?^_\`{|}~\\-${LETTERS_BEYOND_ASCII}`;
const LABEL_CHAR = `A-Za-z0-9${LETTERS_BEYOND_ASCII}`;
const LOCAL = `[${ATEXT}]+(?:\\.[${ATEXT}]+)*`;
const LABEL = `[${LABEL_CHAR}](?:[${LABEL_CHAR}-]*[${LABEL_CHAR}])?`;
/**
 * An address in text (exported for the benchmark's baseline, which must use the same pattern).
 * Linear time: a match can start only where a run of name characters starts (the look-behind holds
 * every character the name part can hold), so a long run without an `@` is read once, not once per
 * position; the groups are separated by dots, so no input makes them backtrack into each other.
 */
export const EMAIL = new RegExp(`(?<![${ATEXT}.])(${LOCAL})@(${LABEL}(?:\\.${LABEL})+)`, 'g');
const IS_CJK = new RegExp(`[${CJK}]`);
const AT = '\\s*[\\[({]\\s*(?:at|@)\\s*[\\])}]\\s*';
const DOT = '\\s*[\\[({]\\s*dot\\s*[\\])}]\\s*';
/**
 * `jane [at] acme [dot] com`, and a name part written the same way (`jane [dot] roe [at] …`): read
 * whole, not from its last word (`roe@acme.com` is not her address). At most three words of a name
 * part, so a long run of `x [dot] x [dot] …` is read once.
 */
const OBFUSCATED = new RegExp(
  `(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-]+(?:${DOT}[A-Za-z0-9._%+-]+){0,3})${AT}([A-Za-z0-9-]+(?:(?:${DOT}|\\.)[A-Za-z0-9-]+)+)`,
  'gi',
);

/**
 * CJK prose is written without spaces, so an address in it is glued to the words around it
 * (`请联系support@example.cn获取帮助`). Where a name part mixes CJK with other letters, the part next
 * to the `@` is the address: the name after the last CJK character, the domain before the first.
 * An address written wholly in CJK (`用户@例子.广告`) is kept whole.
 */
function unglueCjk(local: string, domain: string): { cutStart: number; local: string; domain: string } {
  let cutStart = 0;
  if (IS_CJK.test(local)) {
    let last = local.length - 1;
    while (!IS_CJK.test(local[last]!)) last--;
    if (last < local.length - 1) {
      cutStart = last + 1;
      local = local.slice(cutStart);
    }
  }
  if (IS_CJK.test(domain) && !IS_CJK.test(domain[0]!)) {
    domain = domain.slice(0, domain.search(IS_CJK)).replace(/[.-]+$/, '');
  }
  return { cutStart, local, domain };
}
/**
 * Characters a mail server takes in a name part but no address people use has: in running text they
 * join the address to the token before it (`(Mike Cason/mcason@al.com)`, `user.email=jane@x.com`,
 * `?to=jane@x.com`, `Cason|mcason@`), so the address starts after the last of them. Quotes, dots and
 * `&` left at the front go too. Linear: one greedy pass over at most 256 characters.
 */
const GLUED = /^.*[/=|?{}~^!#$%*`]|^['.&]+/;
function unglueToken(local: string): number {
  const m = GLUED.exec(local);
  const cut = m?.[0].length ?? 0;
  const rest = cut + (/^['.&]+/.exec(local.slice(cut))?.[0].length ?? 0);
  return rest + unglueSymbol(local.slice(rest));
}
/**
 * Beyond ASCII, the pattern takes the letters of every script by their blocks (a pattern of Unicode
 * classes reads prose four to nine times slower), and with them the blocks' symbols: an icon, an
 * arrow, an emoji or another script's punctuation glued to an address (`✉info@acme.com`,
 * `📧jane@acme.com`, `info@acme.com।`) is cut off here, where only a match is read: a name part starts
 * after the last character that is none of a letter, a mark or a digit, and with no mark (an emoji's
 * variation selector); a domain ends before the first.
 */
const NOT_LETTER_BEYOND_ASCII = /[^\p{L}\p{M}\p{Nd}\0-\x7f]/u;
const LAST_SYMBOL = /^.*[^\p{L}\p{M}\p{Nd}\0-\x7f]\p{M}*|^\p{M}+/u;
function unglueSymbol(local: string): number {
  return PRINTABLE_ASCII.test(local) ? 0 : (LAST_SYMBOL.exec(local)?.[0].length ?? 0);
}
function domainBeforeSymbol(domain: string): string {
  if (PRINTABLE_ASCII.test(domain)) return domain;
  const cut = domain.search(NOT_LETTER_BEYOND_ASCII);
  const kept = cut < 0 ? domain : domain.slice(0, cut).replace(/[.-]+$/, '');
  // No top-level domain mixes ASCII letters with others: "gnu.orgâ" is gnu.org and a bracket's
  // bytes read in the wrong charset ("⟨bug-grep@gnu.org⟩" shown as "â¨bug-grep@gnu.orgâ©").
  const mixed = /\.([a-z]{2,})[^\0-\x7f][^.]*$/i.exec(kept);
  return mixed ? kept.slice(0, mixed.index + 1 + mixed[1]!.length) : kept;
}
/** A URL's user name before its host ("ftp://anonymous@ftp.example.com", an error tracker's key). */
const URL_USER = /(?<![a-z])(?!mailto:)[a-z][a-z0-9+.-]*:\/\/(?:[^\s/@:]+:)?$/i;
/**
 * Whether the text before `start` ends in a URL's path: an @ there is the path's, not an address's (a
 * message's id in a mail archive's link: "https://lore.kernel.org/r/Pine.LNX.4.58.0504071023190.28951@ppc970.osdl.org").
 * Reads back at most 256 characters, to the last space.
 */
function inUrlPath(text: string, start: number): boolean {
  if (text[start - 1] !== '/') return false;
  const from = Math.max(0, start - 256);
  let i = start - 1;
  while (i > from && !/\s/.test(text[i - 1]!)) i--;
  const token = text.slice(i, start);
  const scheme = token.indexOf('://');
  const host = scheme >= 0 ? scheme + 3 : /^www\./i.test(token) ? 0 : -1;
  // "mailto://jane@acme.com" has no host before the slash: its address stays.
  return host >= 0 && host < token.length - 1;
}
export const OBFUSCATION_HINT = /[[({]\s*(?:at|@)\s*[\])}]| at [\w-]+(?:\.| dot )\w/i;
/**
 * The form mailing-list archives print (`jane at example.com`, `jane at example dot com`). Prose has
 * the same shape ("look at example.com", "more at QuantaMagazine.org"), so it counts only where it
 * cannot be prose: the name part holds a character words do not (`.`, `_`, `-`, `+`, a digit), or the
 * address is all the text there is (a sender's link), or it is in angle brackets or parentheses. A
 * word made with a prefix ("CEO & Co-Founder at regie.ai", "Ex-Googler at acme.io") is prose.
 */
const PREFIXED_WORD = /^(co|ex|vice|self|non|pre|post|anti)-[a-z]+$/i;
const AT_WORD = /(?<![\w.+-])([\w.+-]+(?: dot [\w.+-]+){0,3}) at ([a-z0-9-]+(?:(?:\.| dot )[a-z0-9-]+)+)/gi;
/**
 * Whether an archive-form name part in one word counts: `local`, from `start` to the match's `end` in
 * `text`; `whole` when the match is all the text there is.
 */
function atWordCounts(text: string, local: string, start: number, end: number, whole: boolean) {
  // Digits alone are a price or a count at a shop ("$1,795 at ampfit.com", "$185 at pooky.com").
  if (PREFIXED_WORD.test(local) || /^\d+$/.test(local)) return false;
  // Only a few characters either side are read: a long text with many matches stays linear.
  const before = text.slice(Math.max(0, start - 3), start).trimEnd();
  const after = text.slice(end, end + 3).trimStart();
  // A whole text that starts with a capitalised word is a link's label ("Jobs at gulflive.com").
  return (
    /[._+\d-]/.test(local) ||
    (whole && !/^[A-Z][a-z]+$/.test(local)) ||
    (/[<(]$/.test(before) && /^[>)]/.test(after))
  );
}

/**
 * The words of SSH's algorithm names (RFC 4251 §6 writes an extension's name `name@domain`:
 * `aes128-gcm@openssh.com`, `chacha20-poly1305@openssh.com`, `hmac-sha2-256-etm@openssh.com`). A name
 * part joining two of them with hyphens names a cipher, a MAC or a key exchange, not a mailbox; one
 * alone may be a person's or a team's ("rsa-team@…").
 */
const ALGORITHM_WORDS =
  /^(?:aes\d+|chacha20|poly1305|gcm|ctr|cbc|hmac|umac|sha\d*|md5|etm|curve\d+|ed\d+|ecdsa|ecdh|nistp\d+|rsa|dss|cert|v0\d|sntrup\d+x\d+|mlkem\d+x\d+|diffie|hellman|ssh|sk)$/;
const namesAlgorithm = (local: string) => local.split('-').filter((w) => ALGORITHM_WORDS.test(w)).length >= 2;

/** Whether a syntax-valid address is plausible on a page (see the near-misses above). */
export function isPlausible(address: string, after = ''): boolean {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  if (!/^[a-z]{2,24}$/.test(tld) && !tld.startsWith('xn--')) return false;
  if (FILE_EXTENSIONS.has(tld)) return false;
  if (/^\d+x\./.test(domain)) return false; // logo@2x.png
  if (/^:[^\s]/.test(after)) return false; // git@host:repo.git
  if (/^[0-9a-f]{16,}$/i.test(local)) return false; // message/commit ids
  if (namesAlgorithm(local.toLowerCase())) return false;
  return true;
}

/** A whole address of the shape EMAIL finds in text, and nothing else. */
const WHOLE = new RegExp(`^${LOCAL}@${LABEL}(?:\\.${LABEL})+$`);

/**
 * Whether a candidate is an address to badge: a mail link's target, a form field's value, an
 * obfuscated form put back together. It must have the shape EMAIL finds in text (a dot-atom name part
 * of letters of any script; no quotes, spaces, controls, invisible or text-direction characters), after
 * Unicode normalization (NFC); then the rules of `checkSyntax` that shape leaves open: no accent joined
 * to an ASCII character, no broken character, RFC 5321's lengths, a domain IDNA can convert, no `--` in
 * the third and fourth places of a label but punycode's, no special-use top-level domain. The page needs
 * only yes or no, so the content script does not carry `checkSyntax` and its reasons; the worker checks
 * every address in full before it spends a credit. A unit test holds the two to the same answers on
 * other projects' syntax suites (a quoted name part is the one shape this refuses and they allow).
 */
export function accepted(raw: string, after: string): string | null {
  const s = raw.normalize('NFC');
  if (s.length > 320 || !WHOLE.test(s) || joinsAscii(raw, s) || LONE_SURROGATE.test(s)) return null;
  const at = s.indexOf('@');
  const domain = toAsciiDomain(s.slice(at + 1).toLowerCase());
  return domain ? judged(s.slice(0, at), domain, after) : null;
}

/** RFC 5321's lengths, the labels' hyphens and the top-level domain of a candidate split at its @. */
function judged(local: string, domain: string, after: string): string | null {
  const address = `${local}@${domain}`;
  if (utf8Length(local) > 64 || domain.length > 253 || utf8Length(address) > 254) return null;
  for (const label of domain.split('.')) {
    if (label.length > 63 || (label.slice(2, 4) === '--' && !label.startsWith('xn--'))) return null;
  }
  if (SPECIAL_USE_TLDS.has(domain.slice(domain.lastIndexOf('.') + 1))) return null;
  return isPlausible(address, after) ? address : null;
}

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * `accepted` for a match of EMAIL, the common case made cheap: a match of printable ASCII already has
 * the shape (and NFC changes nothing in it), so only the judgement after it is left, with the domain
 * lower-cased. Punycode (`xn--`) and anything beyond ASCII get the whole of `accepted`.
 */
export function acceptedMatch(raw: string, after: string): string | null {
  if (!PRINTABLE_ASCII.test(raw) || raw.includes('xn--')) return accepted(raw, after);
  const at = raw.indexOf('@');
  return judged(raw.slice(0, at), raw.slice(at + 1).toLowerCase(), after);
}

type InText = { address: string; start: number; end: number; obfuscated: boolean };

export function emailsInText(text: string, options: ScanOptions): InText[] {
  // Soft hyphens, unseen where no line breaks ("pe&shy;ter@…"): read without them, places mapped back.
  if (text.includes('\u00ad')) {
    const found = emailsInText(text.replace(/\u00ad/g, ''), options);
    if (!found.length) return found; // most hyphenated paragraphs: no map built
    const at = [...text.matchAll(/[^\u00ad]/g)].map((m) => m.index!); // each kept character's place
    return found.map((f) => ({ ...f, start: at[f.start]!, end: at[f.end - 1]! + 1 }));
  }
  const out: InText[] = [];
  if (text.includes('@')) {
    for (const m of text.matchAll(EMAIL)) {
      // Past the lengths of RFC 5321 nothing is an address; refused before any further work.
      if (m[1]!.length > 64 * 4 || m[2]!.length > 255 * 2) continue;
      const glued = unglueToken(m[1]!);
      const { cutStart, local, domain } = unglueCjk(m[1]!.slice(glued), domainBeforeSymbol(m[2]!));
      const start = m.index! + glued + cutStart;
      // "@ghaz@hachyderm.io" is a handle on a federated social network, not an address; so is a
      // community's "!announcements@lemmy.ml" (a "!" that starts a word), and the "@jane.doe" of
      // "medium.com/@jane.doe" (nothing left before the @).
      if (text[start - 1] === '@' || !local || !domain.includes('.')) continue;
      if (text[start - 1] === '!' && !/\S/.test(text[start - 2] ?? '')) continue;
      const before = text.slice(Math.max(0, start - 64), start);
      if (before.includes('://') && URL_USER.test(before)) continue;
      if (inUrlPath(text, start)) continue;
      const end = start + local.length + 1 + domain.length;
      const address = acceptedMatch(`${local}@${domain}`, text.slice(end, end + 2));
      if (address) out.push({ address, start, end, obfuscated: false });
    }
  }
  if (options.obfuscated && OBFUSCATION_HINT.test(text)) {
    for (const m of text.matchAll(OBFUSCATED)) {
      const [local, domain] = [m[1]!, m[2]!].map((part) => part.replace(new RegExp(DOT, 'gi'), '.'));
      const address = accepted(`${local}@${domain}`, '');
      if (address) out.push({ address, start: m.index!, end: m.index! + m[0].length, obfuscated: true });
    }
    const trimmed = text.trim();
    for (const m of text.matchAll(AT_WORD)) {
      const domain = m[2]!.replace(/ dot /gi, '.').replace(/\.$/, '');
      // A name part in words is read whole only with a domain in words too; otherwise it is its last
      // word's, as prose has it ("polka dot jane.doe at acme.com").
      const words = m[1]!.toLowerCase().lastIndexOf(' dot ');
      const dotted = words >= 0 && / dot /i.test(m[2]!);
      const cut = words >= 0 && !dotted ? words + 5 : 0;
      const [local, start, end] = [m[1]!.slice(cut), m.index! + cut, m.index! + m[0].length];
      const whole = end - start === trimmed.length;
      // A name part written as the domain is ("jane dot roe at acme dot com") counts as it is.
      const address =
        dotted || atWordCounts(text, local, start, end, whole)
          ? accepted(`${local.replace(/ dot /gi, '.')}@${domain}`, '')
          : null;
      if (address) out.push({ address, start, end, obfuscated: true });
    }
  }
  return out;
}

/**
 * A link that shares the page by mail, the page's address in its body, to a recipient the template
 * leaves for the reader to fill ("mailto:yourfriend@email.com?subject=…&body=http://…",
 * "email@domain.ending"): a placeholder, no one's. A site's own address in such a link (corrections,
 * feedback: "corrections@forbes.com?subject=…&body=…http…") stays.
 */
const SHARE_LINK = /[?&]body=[^&]*?(?:https?(?::|%3A)|www\.)/i;
const PLACEHOLDER =
  /^(?:your[._-]?)?(?:friends?|e-?mail|mail|name|someone|somebody|recipient|address|user|you)@/i;

/** A domain reserved for examples (RFC 2606): in a share link's template, "info@example.com" is no one's. */
const RESERVED = /@example\.(?:com|org|net)$/i;

export function mailtoAddresses(href: string): string[] {
  const share = SHARE_LINK.test(href);
  // "mailto://jane@acme.com", written as if mail had a host part (a web comic's "Email me" link): the
  // slashes are no part of the address, though its syntax would allow them.
  const body = href.replace(/^mailto:(?:\/\/)?/i, '').split('?')[0]!;
  const out: string[] = [];
  for (const part of body.split(/[,;]/)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      continue;
    }
    // Written as an archive writes it ("mailto:chandler at theatlantic.com"): read the same way.
    const plain = decoded.trim();
    const address = plain.includes('@')
      ? accepted(plain, '')
      : (emailsInText(plain, { obfuscated: true }).find((m) => m.start === 0 && m.end === plain.length)
          ?.address ?? null);
    if (address && !(share && (PLACEHOLDER.test(address) || RESERVED.test(address)))) out.push(address);
  }
  return out;
}
