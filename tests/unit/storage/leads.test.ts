// @vitest-environment node
/**
 * Saved leads: one lead per person (the same address, or the same name at the same domain), the
 * better data kept, sightings added up, merges explained and undoable, verdicts and finds recorded.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

vi.mock('wxt/browser', () => ({ browser: fakeBrowser }));

const leads = await import('../../../storage/leads');
const { mergeSightings, sameLead, newLead } = await import('../../../core/leads');

const seen = (url: string, at: number) => ({ url, title: `Page ${url}`, at });

beforeEach(async () => {
  fakeBrowser.reset();
  await leads.clearLeads();
});

describe('saving leads', () => {
  it('keeps a new person as a new lead, normalised', async () => {
    const r = await leads.saveLead({
      firstName: '  Jane ',
      lastName: 'Doe',
      company: 'Acme',
      address: 'Jane.Doe@ACME.com',
      sighting: seen('https://a.example/1', 1),
    });
    expect(r.outcome).toBe('new');
    expect(r.lead).toMatchObject({ firstName: 'Jane', address: 'jane.doe@acme.com', company: 'Acme' });
    expect(await leads.listLeads()).toHaveLength(1);
  });

  it('the same person seen on two pages is one lead with two sightings, not a merge', async () => {
    await leads.saveLead({
      firstName: 'Jane',
      lastName: 'Doe',
      domain: 'acme.com',
      sighting: seen('https://a/1', 1),
    });
    const r = await leads.saveLead({
      firstName: 'Jane',
      lastName: 'Doe',
      domain: 'acme.com',
      sighting: seen('https://b/2', 2),
    });
    expect(r.outcome).toBe('updated');
    const all = await leads.listLeads();
    expect(all).toHaveLength(1);
    expect(all[0]!.sightings.map((s) => s.url)).toEqual(['https://b/2', 'https://a/1']);
  });

  it('the same page seen again keeps one sighting, the latest visit', () => {
    expect(mergeSightings([seen('u', 1)], [seen('u', 5), seen('v', 3)])).toEqual([
      seen('u', 5),
      seen('v', 3),
    ]);
  });

  it('merges a name at a domain with the address found later, better data winning, and undoes it', async () => {
    const first = await leads.saveLead({
      firstName: 'Jane',
      lastName: 'Doe',
      domain: 'acme.com',
      company: null,
      note: 'met at a fair',
    });
    const r = await leads.saveLead({
      firstName: 'Jane',
      lastName: 'Doe',
      company: 'Acme Inc',
      address: 'jane@acme.com',
      verdict: { state: 'valid', checkedAt: 10 },
      sighting: seen('https://crm/1', 3),
    });
    expect(r.outcome).toBe('merged');
    expect(r.reason).toBe('same name at the same domain');
    expect(r.lead).toMatchObject({
      id: first.lead.id,
      company: 'Acme Inc',
      address: 'jane@acme.com',
      note: 'met at a fair',
    });
    expect(r.lead.verdict?.state).toBe('valid');
    expect(await leads.listLeads()).toHaveLength(1);

    const parts = await leads.undoMerge(first.lead.id);
    expect(parts).toHaveLength(2);
    const after = await leads.listLeads();
    expect(after.map((l) => l.address).sort()).toEqual([null, 'jane@acme.com'].sort());
    // Split apart by the user: the same two are not merged again by a later save of either.
    const again = await leads.saveLead({
      firstName: 'Jane',
      lastName: 'Doe',
      address: 'jane@acme.com',
      sighting: seen('https://x/1', 9),
    });
    expect(again.outcome).toBe('updated');
    expect(await leads.listLeads()).toHaveLength(2);
  });

  it('merges by address whatever the letter case; two different addresses stay two leads', async () => {
    await leads.saveLead({ address: 'sam@acme.com' });
    const r = await leads.saveLead({ firstName: 'Sam', lastName: 'Lee', address: 'SAM@acme.com' });
    expect(r.outcome).toBe('merged');
    expect(r.reason).toBe('same address');
    expect(r.lead.firstName).toBe('Sam');
    await leads.saveLead({ firstName: 'Sam', lastName: 'Lee', address: 'slee@acme.com' });
    expect(await leads.listLeads()).toHaveLength(2);
    const a = newLead({ firstName: 'A', lastName: 'B', address: 'a@x.com' }, '1', 0);
    const b = newLead({ firstName: 'A', lastName: 'B', address: 'b@x.com' }, '2', 0);
    expect(sameLead(a, b)).toBeNull();
  });

  it('refuses what is neither a name nor an address, with the reason', async () => {
    await expect(leads.saveLead({ company: 'Acme' })).rejects.toThrow('A lead needs a name or an address.');
    const counts = await leads.saveLeads([{ address: 'not-an-address' }, { address: 'ok@acme.com' }]);
    expect(counts).toMatchObject({
      new: 1,
      refused: [{ index: 0, problem: '“not-an-address” is not an address.' }],
    });
  });

  it('records a newer verdict on every lead with the address, never an older one', async () => {
    await leads.saveLead({ address: 'jo@acme.com', verdict: { state: 'unknown', checkedAt: 5 } });
    expect(await leads.recordVerdicts([{ address: 'JO@acme.com', state: 'valid', checkedAt: 6 }])).toBe(1);
    expect(await leads.recordVerdicts([{ address: 'jo@acme.com', state: 'invalid', checkedAt: 4 }])).toBe(0);
    expect((await leads.listLeads())[0]!.verdict).toEqual({ state: 'valid', checkedAt: 6 });
  });

  it('a found address joins its lead, and merges with a lead that already had it', async () => {
    const { lead } = await leads.saveLead({ firstName: 'Ann', lastName: 'Ho', domain: 'acme.com' });
    const other = await leads.saveLead({ firstName: 'Bo', lastName: 'Ek', domain: 'acme.com' });
    await leads.saveLead({ address: 'bo.ek@acme.com' });
    expect((await leads.recordFound(lead.id, 'ann.ho@acme.com'))?.outcome).toBe('updated');
    const merged = await leads.recordFound(other.lead.id, 'bo.ek@acme.com');
    expect(merged?.outcome).toBe('merged');
    expect(await leads.listLeads()).toHaveLength(2);
  });

  it('tells every open view when leads change', async () => {
    const seenChanges: number[] = [];
    const stop = leads.onLeadsChanged(() => seenChanges.push(1));
    await leads.saveLead({ address: 'a@b.co' });
    await new Promise((r) => setTimeout(r, 10));
    stop();
    expect(seenChanges.length).toBeGreaterThan(0);
  });
});

describe('reading a long list', () => {
  it('gives the most recently changed leads first, and how many there are', async () => {
    for (let i = 0; i < 5; i++) await leads.saveLead({ address: `p${i}@acme.com` }, 1_000 + i);
    const { leads: recent, total } = await leads.recentLeads(3);
    expect(total).toBe(5);
    expect(recent.map((l) => l.address)).toEqual(['p4@acme.com', 'p3@acme.com', 'p2@acme.com']);
  });
});

describe('the user’s own changes', () => {
  it('keeps a note and tags, and finds the lead by them', async () => {
    const { lead } = await leads.saveLead({ firstName: 'Ann', lastName: 'Ho', domain: 'acme.com' });
    await leads.editLead(lead.id, { note: 'call in May', tags: ['q2', 'fair'] });
    const [saved] = await leads.listLeads();
    expect(saved).toMatchObject({ note: 'call in May', tags: ['q2', 'fair'] });
    const { filterLeads, NO_FILTERS } = await import('../../../ui/leads/filter');
    expect(filterLeads([saved!], { ...NO_FILTERS, text: 'may' })).toHaveLength(1);
    expect(filterLeads([saved!], { ...NO_FILTERS, tag: 'q2' })).toHaveLength(1);
    expect(filterLeads([saved!], { ...NO_FILTERS, verdict: 'valid' })).toHaveLength(0);
    expect(filterLeads([saved!], { ...NO_FILTERS, verdict: 'none' })).toHaveLength(1);
  });
});

describe('what a lead keeps of a check', () => {
  it('the service’s verdict, never the free local guess; a verified or catch-all find as its address’s verdict', async () => {
    const { leadVerdict, foundVerdict } = await import('../../../core/leads');
    expect(leadVerdict({ state: 'valid', checkedAt: 5, source: 'service' })).toEqual({
      state: 'valid',
      checkedAt: 5,
    });
    expect(leadVerdict({ state: 'unknown', checkedAt: 5, source: 'local' })).toBeNull();
    expect(leadVerdict(null)).toBeNull();
    expect(foundVerdict({ certified: 'verified', checkedAt: 7 })).toEqual({ state: 'valid', checkedAt: 7 });
    expect(foundVerdict({ certified: 'catch_all', checkedAt: 7 })).toEqual({ state: 'risky', checkedAt: 7 });
    expect(foundVerdict({ certified: 'not_found', checkedAt: 7 })).toBeNull();
  });
});
