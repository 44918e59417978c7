/**
 * `npm run eval:pages`: the address and people finders against the real-page corpus (tests/corpus):
 * precision and recall per page, per kind of page, and over all, with the held-out third apart.
 * `--misses` lists what each development page missed or found in excess (`--misses=all`: every page).
 * `--without-data` scores the pages with their JSON-LD and author meta tags taken out: what the
 * finders read from what a page shows.
 */
import { scoreCorpus, totals, type PageScore, type Totals } from '../tests/support/corpus';

// Details for the development pages only, so that no rule is written from a held-out page's misses
// (`--misses=all` shows those too).
const verbose = process.argv.some((a) => a.startsWith('--misses'));
const all = process.argv.includes('--misses=all');
const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5);

/** A row of figures; `counts` adds how many people were found of how many (the over-all rows). */
function row(label: string, t: Totals, counts = false): string {
  const people = counts ? ` (${t.peopleRight} of ${t.peopleTruth})` : '';
  return `${label.padEnd(34)} ${String(t.pages).padStart(3)}  addr R ${pct(t.addressRecall)} P ${pct(t.addressPrecision)}  people R ${pct(t.peopleRecall)}${people} false ${String(t.falsePeople).padStart(3)} (${t.falsePeoplePer10Pages.toFixed(1)}/10 pages)  company ${pct(t.companyRight)}  domain ${pct(t.domainRight)}`;
}

const noData = process.argv.includes('--without-data');
const scores = await scoreCorpus(undefined, noData);
if (noData) console.log('Scored without the pages’ JSON-LD and author meta tags.\n');
console.log('Per page (* = held out)');
for (const s of scores) {
  console.log(row(`${s.truth.heldOut ? '*' : ' '} ${s.id}`, totals([s])));
  if (!verbose || (s.truth.heldOut && !all)) continue;
  const show = (what: string, list: string[]) =>
    list.length && console.log(`      ${what}: ${list.join('; ')}`);
  show('addresses missed', s.addresses.missed);
  show('addresses in excess', s.addresses.extra);
  show('people missed', s.people.missed);
  show('false people', s.people.extra);
  show('company wrong', s.company.wrong);
  show('domain wrong', s.domain.wrong);
}
const part = (f: (s: PageScore) => boolean) => totals(scores.filter(f));
console.log('\nBy kind');
for (const kind of [...new Set(scores.map((s) => s.truth.kind))].sort()) {
  console.log(
    row(
      `${kind}, development`,
      part((s) => s.truth.kind === kind && !s.truth.heldOut),
    ),
  );
  console.log(
    row(
      `${kind}, held out`,
      part((s) => s.truth.kind === kind && s.truth.heldOut),
    ),
  );
}
console.log('\nOver all');
console.log(
  row(
    'development (rules written on these)',
    part((s) => !s.truth.heldOut),
    true,
  ),
);
console.log(
  row(
    'held out (the figure that counts)',
    part((s) => s.truth.heldOut),
    true,
  ),
);
console.log(row('all pages', totals(scores), true));
