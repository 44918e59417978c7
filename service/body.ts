/**
 * Reads a request body within a size limit and turns it into parameters. Batch creation accepts what
 * real clients send: a form field `data` (comma- or newline-separated), a JSON body with `data` as an
 * array or a string, a JSON body shaped like the result envelope
 * (`{"service_emailid_vrfy":[{"emailid":"…"}]}`), multipart forms, and plain text.
 */
import type { IncomingMessage } from 'node:http';
import { ServiceError } from './errors';
import { canonical } from './params';
import { cleanPasted, splitPasted } from '../core/paste';

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > limit) throw new ServiceError(118, `The request body is larger than ${limit} bytes.`);
  // A request closed while it waited for its turn, or cut by the request timeout while sending.
  const cut = () => new ServiceError(115, 'The request body did not arrive in time or was cut off.');
  if (req.destroyed || req.readableEnded) {
    if (req.readableEnded && req.complete) return Buffer.alloc(0);
    throw cut();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new ServiceError(118, `The request body is larger than ${limit} bytes.`);
      chunks.push(chunk);
    }
  } catch (e) {
    throw e instanceof ServiceError ? e : cut();
  }
  if (!req.complete) throw cut();
  return Buffer.concat(chunks);
}

const ENVELOPE = /^[a-z0-9]+_emailid_vrfy$/i;

function fromJson(text: string): [string, unknown][] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ServiceError(115, 'The body is not valid JSON.');
  }
  if (Array.isArray(value)) return [['data', value]];
  if (value === null || typeof value !== 'object') {
    throw new ServiceError(115, 'The JSON body must be an object such as {"data": ["a@example.com"]}.');
  }
  const entries: [string, unknown][] = [];
  for (const [k, v] of Object.entries(value)) {
    if (ENVELOPE.test(k) || canonical(k) === 'data') {
      if (typeof v !== 'string' && !Array.isArray(v)) {
        throw new ServiceError(
          110,
          `The JSON field "${k.slice(0, 40)}" must be a list of addresses or text.`,
        );
      }
      entries.push(['data', v]);
    } else if (typeof v === 'string' || typeof v === 'number' || Array.isArray(v)) entries.push([k, v]);
    else if (v !== null)
      throw new ServiceError(110, `The JSON field "${k.slice(0, 40)}" has the wrong type.`);
  }
  return entries;
}

async function fromMultipart(body: Buffer, contentType: string): Promise<[string, unknown][]> {
  try {
    const form = await new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
    const entries: [string, unknown][] = [];
    for (const [k, v] of form) entries.push([k, typeof v === 'string' ? v : await v.text()]);
    return entries;
  } catch {
    throw new ServiceError(115, 'The multipart form could not be read.');
  }
}

/** Parameters carried by a POST body, by its content type (sniffed when none is given). */
export async function bodyParams(
  body: Buffer,
  contentType: string | undefined,
): Promise<[string, unknown][]> {
  if (body.length === 0) return [];
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') return fromMultipart(body, contentType!);
  const text = body.toString('utf8');
  if (type === 'application/json' || type.endsWith('+json')) return fromJson(text);
  if (type === 'application/x-www-form-urlencoded') return [...new URLSearchParams(text)];
  if (type === 'text/plain' || type === 'text/csv' || type === '') {
    // JSON sent without its content type (fetch gives a string body text/plain) is still JSON.
    const start = text.trimStart()[0];
    if (start === '{' || start === '[') return fromJson(text);
    return type === '' && text.includes('=') ? [...new URLSearchParams(text)] : [['data', text]];
  }
  throw new ServiceError(
    119,
    `Unsupported content type "${type.slice(0, 60)}": send application/json, a form, or text/plain.`,
  );
}

/** The addresses in `data`: a pasted list (paste.ts) or a list of strings / `{emailid}` objects. */
export function addressList(data: string | readonly unknown[] | undefined): string[] {
  if (data === undefined)
    throw new ServiceError(111, 'The parameter data (the list of addresses) is required.');
  const items =
    typeof data === 'string'
      ? splitPasted(data)
      : data.map((item, i) => {
          if (typeof item === 'string') return item;
          if (
            item &&
            typeof item === 'object' &&
            typeof (item as { emailid?: unknown }).emailid === 'string'
          ) {
            return (item as { emailid: string }).emailid;
          }
          throw new ServiceError(110, `data item ${i + 1} must be an address string or {"emailid": "…"}.`);
        });
  // Cleaned as MailScout cleans a paste: display names, mailto:, brackets, trailing punctuation.
  const addresses = items.map((s) => cleanPasted(s).address).filter((s) => s !== '');
  if (addresses.length === 0) throw new ServiceError(111, 'data holds no addresses.');
  return addresses;
}
