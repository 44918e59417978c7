/**
 * Leads out (the CRM presets, JSON, text) and back in (a CSV's columns found by name): every preset's
 * own export comes back in with the same people, and no cell reaches a spreadsheet as a formula.
 */
import { describe, expect, it } from 'vitest';
import {
  leadsFromCsv,
  leadsToCsv,
  leadsToJson,
  leadsToText,
  PRESETS,
  type Preset,
} from '../../../core/lead-export';
import { newLead, type Lead } from '../../../core/leads';

const jane: Lead = {
  ...newLead(
    {
      firstName: 'Jane',
      lastName: 'Doe',
      company: 'Acme, Inc.',
      domain: 'acme.com',
      address: 'jane@acme.com',
    },
    '1',
    0,
  ),
  verdict: { state: 'valid', checkedAt: Date.UTC(2026, 0, 2) },
  sightings: [{ url: 'https://crm.example/1', title: 'CRM', at: Date.UTC(2026, 0, 1) }],
  tags: ['fair', 'q1'],
  note: '=HYPERLINK("http://evil")',
};
const bo = newLead({ firstName: 'Bo', lastName: 'Ek', domain: 'ek.se' }, '2', 0);

describe('lead presets', () => {
  it('writes each preset with its own headers', () => {
    expect(leadsToCsv([jane], 'hubspot').split('\r\n')[0]).toBe(
      'First Name,Last Name,Email,Company Name,Website URL',
    );
    expect(leadsToCsv([jane], 'salesforce').split('\r\n')[0]).toBe(
      'First Name,Last Name,Email,Company,Website,Description',
    );
    expect(leadsToCsv([jane], 'pipedrive').split('\r\n')[0]).toBe(
      'Person - Name,Person - First name,Person - Last name,Person - Email,Organization - Name',
    );
    expect(leadsToCsv([jane], 'hubspot').split('\r\n')[1]).toBe(
      'Jane,Doe,jane@acme.com,"Acme, Inc.",acme.com',
    );
  });

  it('neutralises formulas in every cell', () => {
    const csv = leadsToCsv([jane], 'plain');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(leadsToCsv([jane], 'salesforce')).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it.each(Object.keys(PRESETS) as Preset[])('%s round-trips through the import', (preset) => {
    const back = leadsFromCsv(leadsToCsv([jane, bo], preset));
    if ('problem' in back) throw new Error(back.problem);
    expect(back.inputs.map((i) => [i.firstName, i.lastName, i.address])).toEqual([
      ['Jane', 'Doe', 'jane@acme.com'],
      ['Bo', 'Ek', null],
    ]);
    expect(back.inputs[0]!.company).toBe('Acme, Inc.');
    if (preset !== 'pipedrive') expect(back.inputs[1]!.domain).toBe('ek.se');
  });

  it('reads other CSVs by column names, splitting a full name, and says what it cannot read', () => {
    const back = leadsFromCsv(
      'Full Name;E-mail;Organization;Website\nDr. Ana de la Cruz;ana@x.org;X;https://www.x.org/about\n;;;\n',
    );
    if ('problem' in back) throw new Error(back.problem);
    expect(back.inputs).toEqual([
      {
        firstName: 'Ana',
        lastName: 'de la Cruz',
        address: 'ana@x.org',
        company: 'X',
        domain: 'x.org',
        note: '',
      },
    ]);
    expect(leadsFromCsv('foo,bar\n1,2\n')).toEqual({
      problem: expect.stringContaining('No column of addresses or names'),
    });
    expect(leadsFromCsv('PK\u0003\u0004binary')).toEqual({ problem: expect.stringContaining('binary file') });
  });

  it('JSON leaves the undo data out; text is one lead per line', () => {
    const parsed = JSON.parse(
      leadsToJson([{ ...jane, merge: { reason: 'same address', at: 1, parts: [] } }]),
    );
    expect(parsed[0].merge).toBeUndefined();
    expect(parsed[0].address).toBe('jane@acme.com');
    expect(leadsToText([jane, bo])).toBe('Jane Doe <jane@acme.com>\nBo Ek');
  });
});
