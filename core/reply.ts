/**
 * What every answer inside MailScout looks like: a value, or an error that says what went wrong and
 * what to do next, in words for the person using it (never a key, never a stack).
 */
export interface ReplyError {
  kind:
    | 'service'
    | 'http'
    | 'network'
    | 'timeout'
    | 'schema'
    | 'aborted'
    | 'setup'
    | 'permission'
    | 'input'
    | 'rejected'
    | 'internal';
  message: string;
  action: string;
  code?: number;
  /** The request field the problem is in, when one is (e.g. `firstName`). */
  field?: string;
}

export type Reply<T> = { ok: true; value: T } | { ok: false; error: ReplyError };

/** A discovery's answer, as the popup and the page card show it. */
export interface DiscoverValue {
  email: string | null;
  certified: string | null;
  message: string;
  domain: string;
  checkedAt: number;
  cached: boolean;
}
