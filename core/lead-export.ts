/**
 * Leads out and in. CSV presets whose headers the CRMs' importers match to their own fields without a
 * mapping step (HubSpot contacts, Salesforce leads, Pipedrive people), a plain CSV with everything,
 * and JSON. Cells go through `csvCell`, so nothing a spreadsheet would run as a formula gets out.
 * In: a CSV with a header row, read by the same parser as Batch (`readTable` in lists.ts); columns
 * are found by name, so every preset's own export comes back in.
 */
import { csvCell } from './export';
import type { Lead, LeadInput } from './leads';
import { inputProblem, readTable } from './lists';
import { fullName, splitName } from './names';

export type Preset = 'hubspot' | 'salesforce' | 'pipedrive' | 'plain';

type Column = [header: string, value: (lead: Lead) => string | null];

const website = (l: Lead) => l.domain ?? l.address?.split('@')[1] ?? null;
const wholeName = (l: Lead) => fullName(l.firstName, l.lastName).trim() || null;
const verdictOf = (l: Lead) => l.verdict?.state ?? null;

/** Each preset's columns, in order. The first three carry the names and address every CRM needs. */
export const PRESETS: Record<Preset, { label: string; columns: Column[] }> = {
  // HubSpot's contact import matches headers to property labels.
  hubspot: {
    label: 'HubSpot',
    columns: [
      ['First Name', (l) => l.firstName],
      ['Last Name', (l) => l.lastName],
      ['Email', (l) => l.address],
      ['Company Name', (l) => l.company],
      ['Website URL', website],
    ],
  },
  // Salesforce's Data Import Wizard for leads: Last Name and Company are required there.
  salesforce: {
    label: 'Salesforce',
    columns: [
      ['First Name', (l) => l.firstName],
      ['Last Name', (l) => l.lastName],
      ['Email', (l) => l.address],
      ['Company', (l) => l.company ?? website(l)],
      ['Website', website],
      ['Description', (l) => l.note || null],
    ],
  },
  // Pipedrive's importer recognises "Item - Field" headers.
  pipedrive: {
    label: 'Pipedrive',
    columns: [
      ['Person - Name', wholeName],
      ['Person - First name', (l) => l.firstName],
      ['Person - Last name', (l) => l.lastName],
      ['Person - Email', (l) => l.address],
      ['Organization - Name', (l) => l.company],
    ],
  },
  plain: {
    label: 'Plain CSV',
    columns: [
      ['first_name', (l) => l.firstName],
      ['last_name', (l) => l.lastName],
      ['email', (l) => l.address],
      ['company', (l) => l.company],
      ['domain', (l) => l.domain],
      ['verdict', verdictOf],
      ['checked_at', (l) => (l.verdict ? new Date(l.verdict.checkedAt).toISOString() : null)],
      ['tags', (l) => l.tags.join('; ')],
      ['note', (l) => l.note],
      ['seen_on', (l) => l.sightings[0]?.url ?? null],
      ['seen_at', (l) => (l.sightings[0] ? new Date(l.sightings[0].at).toISOString() : null)],
    ],
  },
};

export function leadsToCsv(leads: readonly Lead[], preset: Preset): string {
  const { columns } = PRESETS[preset];
  const lines = [columns.map(([h]) => csvCell(h)).join(',')];
  for (const lead of leads) lines.push(columns.map(([, value]) => csvCell(value(lead) || null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export function leadsToJson(leads: readonly Lead[]): string {
  return JSON.stringify(
    leads.map(({ merge: _merge, apart: _apart, ...lead }) => lead),
    null,
    1,
  );
}

/** Plain text for the clipboard: "Jane Doe <jane@acme.com>", one per line, or the name and company. */
export const leadsToText = (leads: readonly Lead[]) =>
  leads
    .map((l) => {
      const name = wholeName(l);
      if (l.address) return name ? `${name} <${l.address}>` : l.address;
      return [name, l.company].filter(Boolean).join(', ');
    })
    .join('\n');

/** Header words for each field, compared without case, spaces, dashes or underscores. */
const FIELDS: [keyof LeadInput | 'name', RegExp][] = [
  ['firstName', /^(person)?(first|given|fore)name$|^prenom$|^vorname$|^nombre$/],
  ['lastName', /^(person)?(last|family|sur)name$|^surname$|^nom$|^nachname$|^apellidos?$/],
  ['name', /^(person)?(full)?name$|^contact(name)?$/],
  ['address', /^(person)?(e?mail|emailaddress|workemail|courriel|correo)$/],
  ['company', /^(organi[sz]ation(name)?|company(name)?|account(name)?|employer|firm|business)$/],
  ['domain', /^(domain|website(url)?|companydomain(name)?|url|site)$/],
  ['note', /^(note|notes|description|comment)$/],
];
const squash = (h: string) => h.toLowerCase().replace(/[\s_\-–.]+/g, '');

/** The leads of a CSV, or why it cannot be read. Columns are found by their header's name. */
export function leadsFromCsv(
  text: string,
): { inputs: LeadInput[]; columns: string[]; skipped: number } | { problem: string } {
  const problem = inputProblem(text);
  if (problem) return { problem };
  const rows = readTable(text);
  const header = rows[0] ?? [];
  const at = new Map<string, number>();
  header.forEach((h, i) => {
    const field = FIELDS.find(([, re]) => re.test(squash(h)))?.[0];
    if (field && !at.has(field)) at.set(field, i);
  });
  if (!at.has('address') && !at.has('name') && !at.has('lastName')) {
    return {
      problem:
        'No column of addresses or names was found. The first row must name the columns, such as Email, First Name, Last Name, Company.',
    };
  }
  const cell = (row: string[], field: string) => {
    const i = at.get(field);
    return i === undefined ? '' : (row[i] ?? '').trim();
  };
  const inputs: LeadInput[] = [];
  let skipped = 0;
  for (const row of rows.slice(1)) {
    let firstName = cell(row, 'firstName');
    let lastName = cell(row, 'lastName');
    if (!firstName && !lastName && cell(row, 'name')) {
      ({ firstName, lastName } = splitName(cell(row, 'name')) ?? {
        firstName: '',
        lastName: cell(row, 'name'),
      });
    }
    const website = cell(row, 'domain')
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .split('/')[0]!;
    const input: LeadInput = {
      firstName,
      lastName,
      address: cell(row, 'address') || null,
      company: cell(row, 'company') || null,
      domain: website || null,
      note: cell(row, 'note'),
    };
    if (!input.address && !firstName && !lastName) skipped++;
    else inputs.push(input);
  }
  return { inputs, columns: [...at.keys()], skipped };
}
