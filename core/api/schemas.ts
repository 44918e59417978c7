/**
 * Response schemas for every operation in the interface, tolerant of its documented variants and
 * strict about what matters: a result without `is_valid` is a schema error, never `false`.
 *
 * Variants accepted:
 * - `do_you_mean`: a string (the suggestion), or a boolean (samples show true/false); "" and false
 *   mean no suggestion.
 * - `resolved_time`: seconds as a number, or `H:MM:SS` (or `MM:SS`) text; both become seconds.
 * - the result envelope named `service_emailid_vrfy` or any `<prefix>_emailid_vrfy`.
 * - `"batch id"` / `"total count"` with spaces (as documented), or with `_` (seen in the wild).
 */
import { z } from '../zod';

const seconds = z.union([
  z.number().nonnegative(),
  z
    .string()
    .regex(/^(\d+:)?\d{1,2}:\d{2}(\.\d+)?$|^\d+(\.\d+)?$/)
    .transform((s) => s.split(':').reduce((acc, part) => acc * 60 + Number(part), 0)),
]);

const suggestion = z
  .union([z.string(), z.boolean(), z.null()])
  .optional()
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null));

export const VerificationResultSchema = z.object({
  emailid: z.string(),
  do_you_mean: suggestion,
  is_syntax_valid: z.boolean(),
  is_role: z.boolean(),
  is_disposable: z.boolean(),
  is_catchall: z.boolean(),
  is_valid: z.boolean(),
  is_unknown: z.boolean(),
  message: z.string().default(''),
  resolved_time: seconds.optional(),
});
export type VerificationResult = z.output<typeof VerificationResultSchema>;

const ENVELOPE = /^[a-z0-9]+_emailid_vrfy$/i;

/** Finds the `<prefix>_emailid_vrfy` list in a body, whatever its prefix. */
function envelope(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return undefined;
  const key = Object.keys(body).find((k) => ENVELOPE.test(k));
  return key === undefined ? undefined : (body as Record<string, unknown>)[key];
}

export const VerifyResponseSchema = z
  .unknown()
  .transform((body) => envelope(body))
  .pipe(z.array(VerificationResultSchema).min(1, 'the result list is empty'))
  .transform((list) => list[0]!);

const spaced = (name: string) => (body: unknown) => {
  if (body === null || typeof body !== 'object') return body;
  const b = body as Record<string, unknown>;
  const underscored = name.replace(' ', '_');
  return b[name] === undefined && b[underscored] !== undefined ? { ...b, [name]: b[underscored] } : b;
};

const integer = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);

export const BatchCreatedSchema = z
  .unknown()
  .transform(spaced('batch id'))
  .transform(spaced('total count'))
  .pipe(
    z.object({
      'batch id': integer,
      error: z.literal(false).optional(),
      message: z.string().default(''),
      'total count': integer.optional(),
    }),
  )
  .transform((b) => ({ batchId: b['batch id'], message: b.message, total: b['total count'] ?? null }));
export type BatchCreated = z.output<typeof BatchCreatedSchema>;

export const BatchStatusSchema = z
  .object({
    error: z.literal(false).optional(),
    status: z.string().transform((s) => s.trim().toLowerCase()),
    processed: integer.default(0),
    total: integer,
  })
  .transform(({ status, processed, total }) => ({ status, processed, total }));
export type BatchStatus = z.output<typeof BatchStatusSchema>;

export const BatchResultSchema = z
  .preprocess(
    (body) => ({
      list: envelope(body),
      resolved_time:
        body && typeof body === 'object' ? (body as Record<string, unknown>).resolved_time : undefined,
    }),
    z.object({ list: z.array(VerificationResultSchema), resolved_time: seconds.optional() }),
  )
  .transform(({ list, resolved_time }) => ({ results: list, resolvedSeconds: resolved_time ?? null }));
export type BatchResult = z.output<typeof BatchResultSchema>;

export const DiscoverySchema = z
  .object({
    error: z.literal(false).optional(),
    // Required: a body without it says nothing, and must not read as "not found".
    email: z.union([z.string(), z.null()]),
    certified: z.union([z.string(), z.boolean(), z.null()]).optional(),
    message: z.string().optional(),
  })
  .transform((d) => {
    const email = typeof d.email === 'string' && d.email.includes('@') ? d.email.trim() : null;
    const certified =
      d.certified === true ? 'verified' : typeof d.certified === 'string' ? d.certified.toLowerCase() : null;
    return { email, certified: email ? certified : (certified ?? 'not_found'), message: d.message ?? '' };
  });
export type Discovery = z.output<typeof DiscoverySchema>;

export const CreditBalanceSchema = z
  .object({
    credits: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]),
    test_key: z.boolean().optional(),
  })
  .transform((b) => ({ credits: b.credits, testKey: b.test_key === true }));
export type CreditBalance = z.output<typeof CreditBalanceSchema>;

/** `error: true` bodies; the code may be absent or a string (drift). */
export const ErrorBodySchema = z.object({
  error: z.literal(true),
  error_code: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).optional(),
  error_message: z.string().optional(),
  message: z.string().optional(),
});
export type ErrorBody = z.output<typeof ErrorBodySchema>;
