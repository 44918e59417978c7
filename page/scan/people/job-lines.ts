/**
 * A masthead written as lines, each job in capitals over the names that hold it: "REDAKTION | ADM.
 * DIREKTØR & ANSVARSHAVENDE CHEFREDAKTØR | Masaana Egede | DIGITALREDAKTØR | Kassaaluk Kristensen |
 * JOURNALISTER | Thomas Munk Veirum | Tôrtia Reimer-Johansen" (lines apart by line breaks). Read from
 * the first job to the first line that is neither a job nor a name (the contact lines after them);
 * two jobs with names under them or more, and a third of the names or more given names the lists
 * know (a section's heading in capitals over stories' titles is no masthead). Capitals say it is a
 * job in any language, no list of jobs needed. They are the site's people; the newsroom's address
 * among the lines gives their domain. (A masthead of names closed by a job, or a job and a name on a
 * line, is teams.ts's.)
 */
import { emailsInText } from '../../../core/email-text';
import { domainOf } from '../../../core/leads';
import { splitName } from '../../../core/names';
import { COMMENTS, linedText, person, regionOf, workDomain, type FoundPerson } from './found';
import { givenNameKnown, personName } from './names';

export function fromJobLines(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  const blocks = new Set<Element>();
  const breaks = doc.getElementsByTagName('br');
  for (let i = 0; i < breaks.length && i < 3_000; i++)
    if (breaks[i]!.parentElement) blocks.add(breaks[i]!.parentElement!);
  for (const block of blocks) {
    if (block.getElementsByTagName('br').length < 3 || (block.textContent?.length ?? 0) > 1_500) continue;
    const held: string[] = [];
    // Jobs with a name under them; whether the line before was a job or a name under one; whether
    // the current job has a name.
    let jobs = 0;
    let underJob = false;
    let named = false;
    const lines = linedText(block).split(' | ');
    for (const line of lines) {
      if (line.length <= 80 && /\p{Lu}{3}/u.test(line) && line === line.toUpperCase()) {
        [underJob, named] = [true, false];
        continue;
      }
      const name = underJob && personName(line.trim());
      if (name) {
        if (!named) jobs++;
        named = true;
        held.push(name);
        continue;
      }
      // The first other line after the names ends the masthead; before them, it is not begun.
      if (held.length) break;
      underJob = false;
    }
    const known = held.filter((n) => givenNameKnown(n.split(' ')[0]!)).length;
    if (jobs < 2 || known * 3 < held.length) continue;
    if (regionOf(block, COMMENTS)) continue;
    // The newsroom's address among the block's lines gives their domain ("KONTAKT REDAKTIONEN |
    // Redaktion@sermitsiaq.gl"), a mail provider's none.
    const address = emailsInText(lines.join(' '), { obfuscated: false })[0]?.address;
    const domain = workDomain(domainOf(address ?? null));
    out.push(...held.flatMap((n) => person(splitName(n), null, domain, 'list', block) ?? []));
  }
  return out;
}
