/** What this page shows, for the popup's "This page": every address with its verdict, every person. */
import type { Verdict } from '../../core/verdict';
import type { PageSummary } from '../../messaging/ui-to-page';
import type { AddressBook } from '../targets/addresses';
import type { TargetRegistry } from '../targets/registry';
import { fillDomain } from '../targets/targets';

export function pageSummary(targets: TargetRegistry, addresses: AddressBook): PageSummary {
  const emails = new Map<string, Verdict | null>();
  const people = new Map<string, PageSummary['people'][number]>();
  for (const t of targets.all()) {
    if (t.address) {
      const v = addresses.verdictOf(t.address);
      emails.set(t.address, v?.source === 'service' ? v : null);
    }
    fillDomain(t);
    if (t.person)
      people.set(`${t.person.firstName} ${t.person.lastName}`, {
        firstName: t.person.firstName,
        lastName: t.person.lastName,
        company: t.person.company,
        domain: t.person.domain,
      });
  }
  return {
    url: location.href,
    title: document.title,
    emails: [...emails].map(([address, verdict]) => ({ address, verdict })),
    people: [...people.values()],
  };
}
