import { describe, expect, it } from 'vitest';
import {
  BatchCreatedSchema,
  BatchResultSchema,
  BatchStatusSchema,
  CreditBalanceSchema,
  DiscoverySchema,
  VerifyResponseSchema,
} from '../../../../core/api/schemas';

const entry = {
  emailid: 'jane@acme.com',
  do_you_mean: false,
  is_syntax_valid: true,
  is_role: false,
  is_disposable: false,
  is_catchall: false,
  is_valid: true,
  is_unknown: false,
  message: 'Valid Email Id',
};

describe('verify response (2.1, 2.2)', () => {
  it.each([
    ['do_you_mean as boolean false, resolved_time in seconds', { ...entry, resolved_time: 0.52 }, null, 0.52],
    ['do_you_mean as boolean true (sample)', { ...entry, do_you_mean: true }, null, undefined],
    [
      'do_you_mean as a string suggestion',
      { ...entry, do_you_mean: 'jane@gmail.com' },
      'jane@gmail.com',
      undefined,
    ],
    ['do_you_mean as an empty string', { ...entry, do_you_mean: '' }, null, undefined],
    ['resolved_time as H:MM:SS', { ...entry, resolved_time: '0:00:02' }, null, 2],
  ])('%s', (_name, result, suggestion, seconds) => {
    const parsed = VerifyResponseSchema.parse({ service_emailid_vrfy: [result] });
    expect(parsed.do_you_mean).toBe(suggestion);
    expect(parsed.resolved_time).toBe(seconds);
    expect(parsed.is_valid).toBe(true);
  });

  it('accepts any <prefix>_emailid_vrfy envelope', () => {
    expect(VerifyResponseSchema.parse({ brandname_emailid_vrfy: [entry] }).emailid).toBe('jane@acme.com');
  });

  it.each([
    ['a result without is_valid', { service_emailid_vrfy: [{ ...entry, is_valid: undefined }] }, 'is_valid'],
    ['is_valid as a string', { service_emailid_vrfy: [{ ...entry, is_valid: 'true' }] }, 'is_valid'],
    ['no envelope', { results: [entry] }, ''],
    ['an empty envelope', { service_emailid_vrfy: [] }, 'empty'],
    ['a bare array', [entry], ''],
    ['null', null, ''],
    [
      'resolved_time as prose',
      { service_emailid_vrfy: [{ ...entry, resolved_time: 'soon' }] },
      'resolved_time',
    ],
  ])('rejects %s', (_name, body, path) => {
    const r = VerifyResponseSchema.safeParse(body);
    expect(r.success).toBe(false);
    if (path) expect(JSON.stringify(r.error!.issues)).toContain(path);
  });

  it('ignores extra fields', () => {
    expect(
      VerifyResponseSchema.parse({ service_emailid_vrfy: [{ ...entry, score: 99 }], extra: 1 }).is_valid,
    ).toBe(true);
  });
});

describe('batch creation (2.3)', () => {
  it('reads "batch id" and "total count" with spaces', () => {
    expect(
      BatchCreatedSchema.parse({ 'batch id': 1234, error: false, message: 'ok', 'total count': 2 }),
    ).toEqual({
      batchId: 1234,
      message: 'ok',
      total: 2,
    });
  });

  it('reads batch_id / total_count too, and a numeric string id', () => {
    expect(BatchCreatedSchema.parse({ batch_id: '77', total_count: 5 })).toEqual({
      batchId: 77,
      message: '',
      total: 5,
    });
  });

  it('refuses the verification envelope the document shows as this operation’s sample body', () => {
    expect(BatchCreatedSchema.safeParse({ service_emailid_vrfy: [entry] }).success).toBe(false);
  });
});

describe('batch status (2.4) and result (2.5)', () => {
  it('status', () => {
    expect(
      BatchStatusSchema.parse({ error: false, status: 'Processing', processed: '10', total: 100 }),
    ).toEqual({
      status: 'processing',
      processed: 10,
      total: 100,
    });
  });

  it.each([
    ['0:01:05', 65],
    ['12:00:00', 43_200],
    [65, 65],
    ['65', 65],
  ])('result with resolved_time %j', (resolved_time, seconds) => {
    const r = BatchResultSchema.parse({
      error: false,
      service_emailid_vrfy: [entry, { ...entry, emailid: 'b@x.com' }],
      resolved_time,
    });
    expect(r.resolvedSeconds).toBe(seconds);
    expect(r.results.map((e) => e.emailid)).toEqual(['jane@acme.com', 'b@x.com']);
  });

  it('result entries are held to the same rules', () => {
    expect(BatchResultSchema.safeParse({ service_emailid_vrfy: [{ emailid: 'x@y.z' }] }).success).toBe(false);
  });
});

describe('discovery (2.6) and credits', () => {
  it.each([
    [{ certified: 'verified', email: 'jane.doe@acme.com', error: false }, 'jane.doe@acme.com', 'verified'],
    [
      { certified: 'catch_all', email: 'jane.doe@globex.com', error: false },
      'jane.doe@globex.com',
      'catch_all',
    ],
    [{ certified: 'not_found', email: '', error: false }, null, 'not_found'],
    [{ email: null, error: false }, null, 'not_found'],
    [{ certified: true, email: 'a@b.co' }, 'a@b.co', 'verified'],
  ])('%j', (body, email, certified) => {
    expect(DiscoverySchema.parse(body)).toMatchObject({ email, certified });
  });

  it('a body without `email` is unreadable, not "not found"', () => {
    expect(DiscoverySchema.safeParse({ certified: 'not_found', error: false }).success).toBe(false);
    expect(DiscoverySchema.safeParse({ error: false }).success).toBe(false);
    expect(DiscoverySchema.safeParse({ email: 42, certified: 'verified' }).success).toBe(false);
  });

  it('credit balance', () => {
    expect(CreditBalanceSchema.parse({ error: false, credits: 12 })).toEqual({ credits: 12, testKey: false });
  });
});
