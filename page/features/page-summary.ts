/** What this page shows, for the popup's "This page": every address with its verdict, every person. */
import type { Verdict } from '../../core/verdict';
import type { PageSummary } from '../../messaging/ui-to-page';
import type { AddressBook } from '../targets/addresses';
import type { TargetRegistry } from '../targets/registry';
import { fillDomain } from '../targets/targets';

export function pageSummary(targets: TargetRegistry, addresses: AddressBook): PageSummary {
  const emails = new Map<string, Verdict | null>();
  const people = new Map<string, PageSummary['people'][number]>();
  const all = [...targets.all()];
  const addressTargets = all.filter((t) => t.address);
  /** The address shown in the person's own row or card, if one is. */
  const addressOf = (element: Element) => {
    const record = element.closest('tr') ?? element;
    return addressTargets.find((a) => record.contains(a.anchor))?.address ?? null;
  };
  for (const t of all) {
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
        address: addressOf(t.anchor),
      });
  }
  return {
    url: location.href,
    title: document.title,
    emails: [...emails].map(([address, verdict]) => ({ address, verdict })),
    people: [...people.values()],
  };
}
