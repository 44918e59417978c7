/**
 * `npm run eval:suites`: MailScout's free checks, and its people finders, against other projects'
 * public test suites (tests/fixtures/public-suites): agreement per suite on the clear cases, and each
 * disagreement.
 */
import { checkLocally, checkSyntax } from '../core/checks';
import { loadCheckLists } from '../service/lists';
import { authorAgreement, loadAuthorSuites } from '../tests/support/author-suites';
import { agreement, loadSuites, percent, type Agreement } from '../tests/support/public-suites';

const verbose = process.argv.includes('--misses');
const lists = loadCheckLists();

function report(title: string, rows: Agreement[]): void {
  console.log(`\n${title}`);
  for (const r of rows) {
    const p = percent([r]);
    const wrong = r.wrongCorrections ? `, ${r.wrongCorrections} wrong corrections` : '';
    const decided = Object.entries(r.decided)
      .map(([id, n]) => `${id} ${n}`)
      .join(', ');
    console.log(
      `  ${r.suite.padEnd(24)} ${String(r.agreed).padStart(5)} / ${String(r.clear).padEnd(5)} ${p.pct.toFixed(1)}%${wrong}${decided ? `  (decided otherwise: ${decided})` : ''}`,
    );
    if (verbose)
      for (const m of r.misses)
        console.log(
          `      ${JSON.stringify(m.input)} → ${JSON.stringify(m.actual)} (suite: ${JSON.stringify(m.expected)})`,
        );
  }
  const all = percent(rows);
  console.log(
    `  ${'all'.padEnd(24)} ${String(all.agreed).padStart(5)} / ${String(all.clear).padEnd(5)} ${all.pct.toFixed(1)}%`,
  );
}

report(
  'Syntax (valid or not)',
  agreement(loadSuites('syntax'), (a) => (checkSyntax(a).valid ? 'valid' : 'invalid')),
);
const typo = (withLists: boolean) => {
  const check = (a: string) => checkLocally(a, withLists ? lists : undefined);
  const suites = loadSuites('typo');
  const rows = (held: boolean) =>
    agreement(
      suites.filter((s) => !!s.heldOut === held),
      (a) => check(a).suggestion,
      (a) => check(a).suggestion !== null || !check(a).isSyntaxValid,
    );
  const how = withLists ? 'with the domain lists' : 'without them';
  report(`Typo suggestions, ${how}: suites the rules were written on`, rows(false));
  report(`Typo suggestions, ${how}: held out`, rows(true));
};
typo(true);
typo(false);

console.log('\nWho wrote the page (the people finders; every case looked at while rules were written)');
for (const suite of loadAuthorSuites()) {
  const a = await authorAgreement(suite);
  console.log(
    `  ${a.suite.padEnd(24)} ${String(a.agreed).padStart(5)} / ${String(a.clear).padEnd(5)} ${((a.agreed * 100) / a.clear).toFixed(1)}%`,
  );
  if (verbose)
    for (const m of a.misses)
      console.log(
        `      ${m.input}: found ${JSON.stringify(m.actual)} (suite: ${JSON.stringify(m.expected)})`,
      );
}
