/**
 * Everything that can go wrong talking to the service, as one error type with a `kind`, a message
 * for people and the action they should take next. No message ever contains the API key or a URL
 * carrying it.
 */
export type ApiErrorKind = 'service' | 'http' | 'network' | 'timeout' | 'schema' | 'aborted';

export interface ApiErrorInfo {
  kind: ApiErrorKind;
  message: string;
  action: string;
  /** Service error code (101–105 from the interface; others from the service). */
  code?: number;
  /** HTTP status. */
  status?: number;
  /** A short, redacted excerpt of an unreadable body. */
  excerpt?: string;
  /** Seconds the service asked us to wait (Retry-After). */
  retryAfter?: number;
}

export class ApiError extends Error {
  readonly info: ApiErrorInfo;
  constructor(info: ApiErrorInfo) {
    super(info.message);
    this.name = 'ApiError';
    this.info = info;
  }
}

const SERVICE_CODES: Record<number, [message: string, action: string]> = {
  101: [
    'The service did not accept the API key.',
    'Check the key in Options: 32 characters, from your account dashboard.',
  ],
  102: [
    'Your credits are used up.',
    'Add credits in your account dashboard. Local checks keep working for free.',
  ],
  103: [
    'The service asks you to contact support.',
    'Contact the service’s support; your account needs their attention.',
  ],
  104: [
    'A company domain is needed to find an address.',
    'Enter the company’s domain or website, such as acme.com.',
  ],
  105: ['A first and a last name are needed to find an address.', 'Enter both the first and the last name.'],
  112: ['The service no longer knows this batch.', 'Run the batch again.'],
  113: ['The batch is still being processed.', 'Wait; results are fetched when it completes.'],
  114: ['Too many addresses for one batch (the limit is 100,000).', 'Split the list into smaller batches.'],
  121: [
    'The service cannot record charges right now (its storage is full); nothing was charged.',
    'Try again in a few minutes; if it lasts, tell whoever runs the service.',
  ],
  122: ['Too many requests with this key in a short time.', 'Wait a few seconds and try again.'],
  123: [
    'The service already holds too many of your batches that are unfinished or not downloaded.',
    'Open the results of finished batches (that makes room), or send a smaller list.',
  ],
};

export function serviceError(
  code: number | undefined,
  serviceMessage: string | undefined,
  status?: number,
): ApiError {
  const known = code === undefined ? undefined : SERVICE_CODES[code];
  if (known) return new ApiError({ kind: 'service', code, status, message: known[0], action: known[1] });
  const detail = serviceMessage ? `: ${redact(serviceMessage, 200)}` : '.';
  if (code !== undefined && code >= 110 && code <= 111) {
    return new ApiError({
      kind: 'service',
      code,
      status,
      message: `The service rejected the request${detail}`,
      action: 'Correct the value and try again.',
    });
  }
  return new ApiError({
    kind: 'service',
    code,
    status,
    message:
      code === undefined
        ? `The service reported an error${detail}`
        : `The service reported error ${code}${detail}`,
    action: 'Try again in a moment; if it keeps happening, contact the service’s support.',
  });
}

export function httpError(status: number, retryAfter?: number, excerpt?: string): ApiError {
  const wait = retryAfter ? ` It asked to wait ${retryAfter} s.` : '';
  if (status === 429) {
    return new ApiError({
      kind: 'http',
      status,
      retryAfter,
      excerpt,
      message: `The service is busy (too many requests).${wait}`,
      action: 'Wait a moment and try again.',
    });
  }
  if (status >= 500) {
    return new ApiError({
      kind: 'http',
      status,
      retryAfter,
      excerpt,
      message: `The service is having trouble (HTTP ${status}).${wait}`,
      action: 'Try again in a few minutes.',
    });
  }
  if (status === 404) {
    return new ApiError({
      kind: 'http',
      status,
      excerpt,
      message: 'No verification service answers at this address (HTTP 404).',
      action: 'Check the service URL in Options.',
    });
  }
  return new ApiError({
    kind: 'http',
    status,
    excerpt,
    message: `The service refused the request (HTTP ${status}).`,
    action: 'Check the service URL and key in Options.',
  });
}

export const networkError = (origin: string) =>
  new ApiError({
    kind: 'network',
    message: `Could not reach the service at ${origin}.`,
    action: 'Check your connection and the service URL in Options.',
  });

export const timeoutError = (seconds: number) =>
  new ApiError({
    kind: 'timeout',
    message: `The service did not answer within ${seconds} s.`,
    action: 'Try again; a lower speed setting answers faster.',
  });

export const schemaError = (what: string, body: string) =>
  new ApiError({
    kind: 'schema',
    excerpt: redact(body, 160),
    message: `The service's answer could not be understood (${what}).`,
    action: 'Try again; if it keeps happening, the service may have changed: contact its support.',
  });

export const redirectError = (status: number) =>
  new ApiError({
    kind: 'http',
    status,
    message: `The service answered with a redirect (HTTP ${status}); MailScout does not follow it, so your key is not sent elsewhere.`,
    action: 'Check the service URL in Options: use the address the service is really at.',
  });

export const tooLargeError = (limit: number) =>
  new ApiError({
    kind: 'schema',
    message: `The service's answer was larger than ${limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} KB`} and was not read.`,
    action: 'Try again; if it keeps happening, the service is misbehaving: contact its support.',
  });

export const abortedError = () =>
  new ApiError({ kind: 'aborted', message: 'Cancelled.', action: 'Nothing to do.' });

/** Cuts text to `max` characters and hides anything shaped like an API key (32 key characters). */
export function redact(text: string, max: number): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(/[\x21-\x7e]{32,}/g, (m) =>
    /^[\w-]{32}$/.test(m) || m.length >= 32 ? '[redacted]' : m,
  );
}
