/**
 * The company a person's headline or title names: "Frontend Dev at Novare Potential", "CEO & Founder@
 * Maven AGI", "Co-founder and Co-CEO of Orbital", "Co-Founder, Lightfield", an institution a clause
 * names by its kind ("Graduate Student, Sloan Kettering Institute"). Lists, signatures, speakers, team
 * cards and structured data's job titles read it. Past 250 lines (about 340), kept whole: one question,
 * the headline's company, asked in each of its forms in turn, and the guards each form needs.
 */
import { ROLE } from './found';
import { givenNameKnown, LEGAL_FORMS, personName } from './names';

const COMPANY_SUFFIX = new RegExp(`\\s(?:${LEGAL_FORMS})$`);

/** A word of an organisation's name: capitalised, or a small word that joins its words. */
const NAME_WORD =
  /^(?:\p{Lu}[\p{L}\p{N}&'’.-]*|of|for|the|and|&|in|at|de|der|des|di|du|do|da|del|la|le|für|van|voor)$/u;

/**
 * A line that is an organisation's name alone, known by its last word: a legal form or a foundation
 * ("Monkeys in Town d.o.o.", "Unity Foundation"), as a speaker's card writes the employer under the name;
 * or an institution by its kind ("Indiana University", "University of Colorado, Boulder").
 */
export const organisationAlone = (line: string): string | null =>
  institutionIn(line, true) ??
  (/^\p{Lu}[\p{L}\p{N}&.' -]{1,60}\s(?:Foundation|Stiftung|Fondation|Fundación|Fondazione)$/u.test(
    line.trim(),
  ) ||
  (COMPANY_SUFFIX.test(line.trim()) && /^\p{Lu}/u.test(line.trim()) && line.length <= 60 && !ROLE.test(line))
    ? line.trim()
    : null);

/**
 * A company's name, or its address in small letters ("CEO & Co-Founder at regie.ai"), after "at" or
 * "@" ("CEO & Founder@ Maven AGI"), an "@" with a space after it or before it: not an address's.
 */
const COMPANY = '(\\p{Lu}[^|,·•()]*|[\\p{Ll}\\d-]+\\.[a-z]{2,}(?![\\p{L}.]))';
const AT = new RegExp(
  `(?:(?:^|\\s)(?:at|på|hos|bei|chez|en|presso|bij|w)\\s+|(?:^|\\s)@\\s*|@\\s+)${COMPANY}`,
  'u',
);
const OF = /(?:^|\s)(?:of|for)\s+(\p{Lu}[^|,·•()]*)/u;
/** A company named by its account on a social network: "Co-founder and CTO at @anyscalecompute", "building @modal_labs". */
const AT_HANDLE = /(?:^|\s)(?:(?:at|for|with)\s+)?@([A-Za-z]\w{1,30})(?![\w@.]\w)/gu;
/**
 * Words before a company that say it was a past one: "prev. staff mle @stitchfix", "ex @venmo", a bio's
 * "Before co-founding Acme, Eugene worked as Director of Engineering at Hearst", "Prior to joining …",
 * "Most recently, Chris was Practice Manager at Amazon Web Services".
 */
const PAST_BEFORE =
  /\b(?:prev(?:iously)?|ex|former(?:ly)?|fmr|past|before|prior to|was|were|worked|served)\b\.?[^.;|]*$/i;

/**
 * A degree before the word that would say where names its field, no company: "MSc en Ingénierie du
 * territoire".
 */
const DEGREE_BEFORE = /\b(?:MSc|MA|BSc|BA|MBA|PhD|M\.Sc\.|B\.Sc\.|Master|Licence|Bachelor|Diplom\w*)\s*$/i;

/** A company's board, which its chair leads, is no company: "Vorsitzender der Geschäftsleitung". */
const BOARD =
  /^(?:Geschäftsleitung|Geschäftsführung|Vorstand(?:e?s)?|Aufsichtsrat(?:e?s)?|Verwaltungsrat(?:e?s)?|Direktion|Board(?: of Directors)?)$/i;
const notBoard = (company: string | null) => (company && BOARD.test(company) ? null : company);

/** What someone does at a company before its account, ending the words before it. */
const WORKS_AT_HANDLE =
  /(?:^|[\s-])(?:ceo|cto|cfo|coo|vp|founder|partner|principal|director|head|manager|engineer|scientist|researcher|research|investor|lead|building|builds|working|works|at|for|with)\s*$/i;

/** The first company named by its account that is not a past one, its underscores as spaces. */
function handleCompany(headline: string): string | null {
  for (const m of headline.matchAll(AT_HANDLE))
    // After a role or what they do there, in the same clause (not "Follow @maggie_reardon", their own);
    // a handle that starts the line is the account's own too ("@amandamhuang Follows you").
    if (
      m.index &&
      WORKS_AT_HANDLE.test(headline.slice(0, m.index)) &&
      !PAST_BEFORE.test(headline.slice(0, m.index))
    )
      return m[1]!.replace(/_/g, ' ').trim();
  return null;
}
/**
 * Who leads or owns a company says which: "Co-founder and Co-CEO of Orbital", "Präsident der Diakonie
 * Deutschland", "Owner of Lemon Productions" (not "Head of Engineering").
 */
const LEADS_OF =
  /(?:^|[\s-])(?:[Ff]ounder|CEO|[Ee]ditor[- ]in[- ][Cc]hief|[Pp]resident|[Oo]wner|Präsident(?:in)?|Gründer(?:in)?|Geschäftsführer(?:in)?|Inhaber(?:in)?|Vorsitzende[r]?|Direktor(?:in)?)\s+(?:of|for|der|des)\s+(\p{Lu}[^|,·•()]*)/u;
/**
 * Where a headline's parts meet: "Founder at Lumen | Ex-Stripe", "CTO • Acme", a dash with spaces
 * round it ("Principal Scientist, Adobe - Board Member, Apache Software Foundation").
 */
const PARTS = /\s[|•·]\s?|\s[-–—]\s/;
/** The clauses of a headline's first part, apart by commas. */
const firstClauses = (headline: string) => headline.split(PARTS)[0]!.split(',');

/**
 * A team in a company rather than the company: "Head of Engineering, Enterprise", "Software Engineer -
 * Backend", "Engineer - Payments Team".
 */
const DEPARTMENT =
  /^(engineering|product|sales|marketing|operations|design|research|finance|growth|data|enterprise|platform|infrastructure|strategy|partnerships|people|talent|recruiting|legal|security|technology|tech|customer|hr|it|back-?end|front-?end|full-?stack|mobile|web|cloud|devops|qa|support|analytics)\b|\s(?:team|squad|department|division)$/i;

/**
 * "Co-Founder, Lightfield", "Engineering Manager, OpenAI (Seattle) | Ex-Stripe": a role, then its
 * company; or a role, its team or department, then the company ("Senior R&D Engineer, Real-time
 * Messaging Middleware Team, Xiaohongshu", "Senior Team Lead, Customer Service, Conservice").
 */
function roleThenCompany(headline: string): string | null {
  const clauses = firstClauses(headline);
  const team =
    clauses.length === 3 &&
    (/\s(?:group|lab)$/i.test(clauses[1]!.trim()) ||
      // A department in two words or more ("Customer Service"); one alone may be a product's or a
      // place's ("Senior Engineer, Platform, Berlin").
      (DEPARTMENT.test(clauses[1]!.trim()) && clauses[1]!.trim().includes(' ')));
  // Or a role, or the team they work in, and the company as the headline's next part, as a network's
  // lists write them: "CTO • Acme", "Customer Success • Motion".
  const bits = headline.split(PARTS);
  const parts =
    clauses.length === 2 || team ? clauses : bits.length === 2 && !headline.includes(',') ? bits : null;
  const role = parts?.[0]!.trim() ?? '';
  // A role of something before a comma ("Product Manager of Trae, ByteDance"), not before a part's
  // line ("Director of Engineering | AI & ML Strategist").
  const of = / of /.test(role);
  if (
    !parts ||
    !(ROLE.test(role) || DEPARTMENT.test(role)) ||
    (of && parts !== clauses) ||
    role.split(/\s+/).length > 5
  )
    return null;
  const company = parts.at(-1)!.replace(/\(.*$/, '').trim();
  // Nor the region a role covers ("VP of Sales, EMEA").
  const fits =
    /^\p{Lu}/u.test(company) &&
    company.split(/\s+/).length <= 4 &&
    !WHO.test(company) &&
    !REGION.test(company);
  return fits && !ROLE.test(company) && !DEPARTMENT.test(company) ? company : null;
}

/** A region a role covers: "VP of Sales, EMEA", "Head of Growth, North America". */
const REGION =
  /^(?:EMEA|APAC|APJ|AMER|AMERICAS|LATAM|DACH|NA|EU|US|UK|Global|Worldwide|International|(?:North|South|Latin|Central) America|Europe|Asia(?: Pacific)?|Africa|Middle East|Nordics|Benelux)$/i;

/** A role in an open-source project rather than a company ("Apache IoTDB PMC Member"). */
const PROJECT_ROLE = /\b(?:PMC|PPMC|committer|mentor|maintainer|member|contributor)\b/i;

/** What a headline's part says someone is rather than where they work ("Software Engineer | AI Enthusiast"). */
const WHO =
  /\b(?:enthusiast|lover|geek|nerd|builder|speaker|writer|author|mentor|advocate|investor|advis[eo]r|coach|creator|thinker|learner|leader|expert|fan|dad|mom|father|mother|\p{L}{4,}ist)s?$/iu;

/** A headline's part about a past job. */
const PAST = /^\s*(?:former(?:ly)?|ex-|previously|past|ehemalige?r?|ancien(?:ne)?)\b/i;

/**
 * "Intel, Senior Software Engineer", "Shunfeng Technology, Big Data Platform R&D Senior Engineer,
 * apache doris committer": a company, then a role (the company's words no role nor team of one: not
 * "Senior Engineer, Engineering").
 */
function companyThenRole(headline: string): string | null {
  // Or the company, then the role as the headline's next part ("BaaSFlow - Principal Software Engineer").
  const bits = headline.split(PARTS);
  const parts = bits.length === 2 && !headline.includes(',') ? bits : firstClauses(headline);
  const company = parts[0]!.trim();
  // Nor a project's role ("Apache Incubator Mentor, Apache DolphinScheduler PMC Chair").
  // Nor what someone is ("Cartoonist, Engineer, PM and Investor").
  // Nor a bio's words before a comma ("Most recently, Chris was Practice Manager at …").
  const fits =
    /^\p{Lu}/u.test(company) &&
    company.split(/\s+/).length <= 4 &&
    company.split(/\s+/).every((w) => NAME_WORD.test(w)) &&
    !PROJECT_ROLE.test(company) &&
    !WHO.test(company);
  // Then a role, or where they were before ("Maven AGI, ex-FB, Yale").
  const then = parts[1] ?? '';
  return parts.length >= 2 &&
    fits &&
    (ROLE.test(then) || PAST.test(then)) &&
    !ROLE.test(company) &&
    !DEPARTMENT.test(company)
    ? company
    : null;
}

/**
 * The company in a headline: "Frontend Dev at Novare Potential", "Solving problems @ Mpya Digital",
 * "CEO & Founder@ Maven AGI", "Co-founder and Co-CEO of Orbital", "CEO and co-founder, Dust".
 */
export function headlineCompany(headline: string): string | null {
  // A handle alone ("@FeifanZ") is who they are on a network, not where they work ("Silkworm @Waefa").
  if (/^@[\w.]+$/.test(headline.trim())) return null;
  const pick = (m: RegExpExecArray | null) =>
    m?.[1]!
      // Where they said it is none of it: "CEO of Apple to employees via MacRumors", "of Merck on CNBC";
      // nor what they bring to it ("Specialist at Audiense with previous experience"); nor a bio's
      // closing full stop ("professor of English at Florida State University."; not "Acme Inc.").
      .split(/\s[-–—]\s|\.\s|(?<=\p{Ll}{4})\.$|\s(?:on|via|to|in|at|with)\s/u)[0]!
      // Nor a sign or symbol after it, as bios end ("co-founder @SubstrateLabs ꩜").
      .replace(/[^\p{L}\p{N}\x21-\x7e]+$/u, '')
      .trim()
      .split(/\s+/)
      .slice(0, 6)
      .join(' ') || null;
  // A part that says where they were is not where they are ("Former Technical Partner at Kyligence |
  // Currently at IDEA Research Institute", "Ex-Stripe"), nor a part's first clause about one
  // ("ex-Bytedancer, founder of Geddle.com").
  const parts = headline.split(PARTS);
  if (parts.some((part) => PAST.test(part))) {
    const now = parts
      .map((part) => (PAST.test(part) ? part.slice(part.indexOf(',') + 1 || part.length).trim() : part))
      .filter(Boolean)
      .join(' | ');
    return now ? headlineCompany(now) : null;
  }
  // Not where they were ("Co-founder @anyscalecompute. … Previously PhD ML at Berkeley."), nor their
  // own account to follow ("Follow @Moritz_Wichmann").
  const at = AT.exec(headline);
  const before = at ? headline.slice(0, at.index) : '';
  const named =
    pick(
      at && !PAST_BEFORE.test(before) && !/\bfollow\b[^.;|]*$/i.test(before) && !DEGREE_BEFORE.test(before)
        ? at
        : null,
    ) ??
    founderOf(parts[0]!) ??
    notBoard(pick(LEADS_OF.exec(headline))) ??
    roleThenCompany(headline) ??
    companyThenChief(headline) ??
    KIND_THEN_TRADE.exec(headline.trim())?.[1] ??
    afterRoles(headline) ??
    companyThenRole(headline) ??
    handleCompany(headline);
  if (named) return named;
  const institution = institutionIn(headline);
  if (institution) return institution;
  const of = pick(OF.exec(headline));
  return of && COMPANY_SUFFIX.test(of) ? of : null;
}

/**
 * A kind of institution, as its name says it: a university, an institute, a college or school, a
 * laboratory, a hospital, a museum, a centre (German compounds too: "Universitätsmedizin").
 */
const INSTITUTION_KIND =
  /(?:^|\s)(?:Universit\p{L}*|Uniwersytet|Institut\p{L}*|Istituto|College|Hochschule|School|Academy|Akademie|Laborator\p{L}*|Hospital|Klinikum|Clinic|Museum|Cent(?:er|re)|Zentrum)(?=\s|$)/u;

/**
 * The institution a headline names by its kind, a clause of its own: "Postdoctoral Fellow, University
 * of California, San Diego" (a university's campus after it kept), "Graduate Student, Sloan Kettering
 * Institute", "Research Assistant Professor, Rutgers University, New Jersey". Not a role that names
 * one ("Dean of the Business School"), nor a sentence.
 */
function institutionIn(headline: string, alone = false): string | null {
  if (headline.length > 150) return null;
  // An aside in brackets is none of it ("Lancaster University (UK)").
  const clauses = firstClauses(headline).map((c) => c.replace(/\s*\(.*?\)/g, '').trim());
  const at = clauses.findIndex((c) => {
    const words = c.split(/\s+/);
    return (
      words.length <= 8 &&
      /^\p{Lu}/u.test(c) &&
      words.every((w) => NAME_WORD.test(w)) &&
      INSTITUTION_KIND.test(c) &&
      // Its name's words lead to its kind: no "of" before it, as a role's ("Dean of the Business School").
      !/\s(?:of|for|at|in)\s/.test(c.slice(0, INSTITUTION_KIND.exec(c)!.index)) &&
      !ROLE.test(c) &&
      !PROJECT_ROLE.test(c)
    );
  });
  // After a role, or alone where a card's line may be the institution alone (organisationAlone); not
  // after a name: "Jane Roe, Rutgers University" signs a letter, it is no headline.
  if (
    at < 0 ||
    (at === 0 && !alone) ||
    clauses.slice(0, at).some((c) => personName(c) && givenNameKnown(c.split(' ')[0]!))
  )
    return null;
  const campus = clauses[at + 1];
  return /^University of \p{Lu}\S*$/u.test(clauses[at]!) &&
    at + 2 === clauses.length &&
    campus &&
    /^\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?$/u.test(campus)
    ? `${clauses[at]}, ${campus}`
    : clauses[at]!;
}

/**
 * The company before its chief's title, which ends the line or comes before where they said it: "Larry
 * Fink, BlackRock CEO on LinkedIn", "Target CEO", or its address: "dynamia.ai founder" (not "Former
 * CEO", nor a headline, "HP's CEO Decision").
 */
function companyThenChief(headline: string): string | null {
  const m =
    /^((?:\p{Lu}[\p{L}\d&.'-]*\s){1,3}|[\p{Ll}\d-]+\.[a-z]{2,}\s)(?:CEO|CFO|CTO|COO|VP|[Cc]hief [Ee]xecutive|(?:[Cc]o-?[Ff]ounder|[Ff]ounder)(?:\s(?:and|&)\s(?:CEO|CTO|COO|CFO))?|[Cc]hair(?:man|woman)?|(?:Senior|Sr\.|Principal|Staff|Lead)(?:\s[\p{L}&/-]+){0,3}?\s(?:Engineer|Developer|Architect|Scientist|Researcher|Designer|Manager|Consultant|Analyst))(?=$|[,;:)]|\s[|•·]|\s+(?:on|via|to|in|at)\s)/u.exec(
      headline.trim(),
    );
  const company = m?.[1]!.trim();
  return company &&
    !ROLE.test(company) &&
    !DEPARTMENT.test(company) &&
    !/^(?:former|senior|executive|vice|deputy|acting|interim|founding|general|new)\b/i.test(company)
    ? company
    : null;
}

/**
 * A company named with the kind of company it is, then a role ending in a trade, with no seniority
 * before it: "TianMou Technology Database Kernel Development Engineer".
 */
const KIND_THEN_TRADE =
  /^((?:\p{Lu}[\p{L}\d&.'-]*\s){1,2}(?:Technology|Technologies|Labs?|Software|Systems|Group|Corporation|Networks))\s+(?:[\p{Lu}&][\p{L}&/-]*\s){1,4}(?:Engineer|Developer|Architect|Scientist|Researcher|Designer|Manager|Consultant|Analyst)$/u;

/**
 * The company of the last of several roles joined by "and" or "&", after a project's or another role
 * ("Apache Doris PMC Member and SelectDB VP"), not a company's own "and" ("Procter and Gamble CEO").
 */
function afterRoles(headline: string): string | null {
  const roles = firstClauses(headline)[0]!.split(/\s(?:and|&)\s/);
  const before = roles.slice(0, -1);
  return roles.length > 1 && before.every((r) => ROLE.test(r) || PROJECT_ROLE.test(r))
    ? companyThenChief(roles.at(-1)!)
    : null;
}

/**
 * A founder's company right after the title, the part's only other words: "Co-Founder Magic Eden",
 * "co-founder 🫙jars.ai🫙 (we're hiring!)" (pictographs and an aside in brackets set apart).
 */
function founderOf(part: string): string | null {
  const bare = part
    .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, ' ')
    .replace(/\(.*?\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const company =
    /^(?:[Cc]o-?)?[Ff]ounder(?:\s(?:and|&)\s(?:CEO|CTO))?\s+(\p{Lu}[\p{L}\d.&'-]*(?:\s\p{Lu}[\p{L}\d.&'-]*){0,3}|[\p{Ll}\d-]+\.[a-z]{2,})$/u.exec(
      bare,
    )?.[1];
  // Not a title that goes on ("Founder Institute Mentor", "Founder Mode Enthusiast").
  return company && !ROLE.test(company) && !PROJECT_ROLE.test(company) && !WHO.test(company) ? company : null;
}
