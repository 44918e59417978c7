/**
 * The interface document's sample requests, replayed as it describes them: the key and speed_rank in
 * the query string, the batch list in a form field named data (comma-separated), the status and result
 * paths with their trailing slash and the sample's parameter names, discovery with firstname/lastname/
 * domain. Each answer is checked against the document's field tables (sections 2.2–2.7).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY, startService, waitForBatch, type Service } from './harness';

let svc: Service;
let base: string;
beforeAll(async () => {
  svc = await startService();
  base = svc.url;
});
afterAll(() => svc.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

const RESULT_TABLE = {
  emailid: 'string',
  is_syntax_valid: 'boolean',
  is_role: 'boolean',
  is_disposable: 'boolean',
  is_catchall: 'boolean',
  is_valid: 'boolean',
  is_unknown: 'boolean',
  message: 'string',
};

function expectResultEntry(entry: Record<string, unknown>) {
  for (const [field, type] of Object.entries(RESULT_TABLE)) expect(typeof entry[field], field).toBe(type);
  expect(['string', 'boolean']).toContain(typeof entry.do_you_mean);
}

describe('the interface document’s samples', () => {
  it('4.1 GET {base_url}/emailvrf?emailid=…&apikey=…&speed_rank=…', async () => {
    const body = await json(
      await fetch(`${base}/emailvrf?emailid=jane.doe@acme.com&apikey=${KEY}&speed_rank=1`),
    );
    const list = body.service_emailid_vrfy as Record<string, unknown>[];
    expect(list).toHaveLength(1);
    expectResultEntry(list[0]!);
    expect(typeof list[0]!.resolved_time).toBe('number');
  });

  it('4.2 → 4.3 → 4.4: create with data=a,b in a form, poll status, download results', async () => {
    const created = await json(
      await fetch(`${base}/batchemailvrf?apikey=${KEY}&speed_rank=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'data=jane.doe@acme.com,john.smith@acme.com,nobody@acme.com',
      }),
    );
    expect(typeof created['batch id']).toBe('number');
    expect(created.error).toBe(false);
    expect(typeof created.message).toBe('string');
    expect(created['total count']).toBe(3);

    const id = created['batch id'] as number;
    await waitForBatch(svc, id);
    const status = await json(await fetch(`${base}/batchstatus/?apikey=${KEY}&batchid=${id}`));
    expect(status).toEqual({ error: false, status: 'completed', processed: 3, total: 3 });

    for (const query of [`apikey=${KEY}&batchid=${id}`, `api_key=${KEY}&batch_id=${id}`]) {
      const result = await json(await fetch(`${base}/batchresult/?${query}`));
      expect(result.error).toBe(false);
      expect(result.resolved_time).toMatch(/^\d+:\d\d:\d\d$/);
      const entries = result.service_emailid_vrfy as Record<string, unknown>[];
      expect(entries.map((e) => e.emailid)).toEqual([
        'jane.doe@acme.com',
        'john.smith@acme.com',
        'nobody@acme.com',
      ]);
      entries.forEach(expectResultEntry);
    }
  });

  it('4.5 GET {base_url}/email-discovery/?firstname=…&lastname=…&domain=…&apikey=…', async () => {
    const found = await json(
      await fetch(`${base}/email-discovery/?firstname=John&lastname=Smith&domain=acme.com&apikey=${KEY}`),
    );
    expect(found).toEqual({
      certified: 'verified',
      email: 'john.smith@acme.com',
      error: false,
      message: expect.any(String),
    });
  });

  it('4.5 with the table’s names YourFirstname / YourLastname / YourDomain', async () => {
    const found = await json(
      await fetch(
        `${base}/email-discovery/?YourFirstname=John&YourLastname=Smith&YourDomain=acme.com&apikey=${KEY}`,
      ),
    );
    expect(found).toMatchObject({ certified: 'verified', email: 'john.smith@acme.com', error: false });
  });

  it('2.7 discovery errors carry error, error_code and error_message', async () => {
    const err = await json(
      await fetch(`${base}/email-discovery/?firstname=John&lastname=Smith&apikey=${KEY}`),
    );
    expect(err).toEqual({ error: true, error_code: 104, error_message: expect.any(String) });
  });

  it('4.2 the table’s key name your_api_key in the body', async () => {
    const created = await json(
      await fetch(`${base}/batchemailvrf`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `your_api_key=${KEY}&data=jane.doe@acme.com`,
      }),
    );
    expect(created).toMatchObject({ error: false, 'total count': 1 });
  });
});
