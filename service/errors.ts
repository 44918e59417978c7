/**
 * Every error the service answers with, its HTTP status and its JSON body
 * `{ "error": true, "error_code": N, "error_message": "…" }`.
 *
 * 101–105 are the interface's own codes. The interface shows no HTTP statuses and no error bodies for
 * the verification and batch operations, so this service uses the same body everywhere and adds codes
 * from 110 up for what the interface leaves unnamed. Clients must still treat unknown codes as errors.
 */
export const ERRORS = {
  101: { status: 401, text: 'Unauthorized access: the API key is missing or unknown.' },
  102: { status: 402, text: 'Credits exhausted; contact support to add credits.' },
  103: { status: 403, text: 'Contact support: this account cannot use the service right now.' },
  104: { status: 400, text: 'No domain address given to search the email address.' },
  105: { status: 400, text: 'No names given to search the email address.' },
  110: { status: 400, text: 'A parameter has a value the service cannot use.' },
  111: { status: 400, text: 'A required parameter is missing.' },
  112: { status: 404, text: 'No such batch for this API key.' },
  113: {
    status: 409,
    text: 'The batch is still processing; fetch its results once its status is completed.',
  },
  114: { status: 413, text: 'Too many addresses: a batch holds at most 100,000.' },
  115: { status: 400, text: 'The request body could not be read.' },
  116: { status: 404, text: 'No such operation.' },
  117: { status: 405, text: 'This operation does not accept that HTTP method.' },
  118: { status: 413, text: 'The request body is too large.' },
  119: { status: 415, text: 'Unsupported content type.' },
  120: { status: 500, text: 'Internal error; try again later.' },
  121: {
    status: 503,
    text: 'The service cannot record charges right now (its storage is full); nothing was charged. Try again later.',
  },
  122: { status: 429, text: 'Too many requests for this key; wait and try again.' },
  123: {
    status: 429,
    text: 'This key stores too many batch addresses; fetch and wait for older batches to expire, or send fewer.',
  },
} as const;

export type ErrorCode = keyof typeof ERRORS;

export class ServiceError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].text,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }

  body(): { error: true; error_code: number; error_message: string } {
    return { error: true, error_code: this.code, error_message: this.message };
  }
}
