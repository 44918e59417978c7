/**
 * One address in, one result entry out, with the interface's field names. Syntax, role, disposable,
 * free and typo come from `lib/checks`; mailbox existence from the `MailboxChecker`.
 *
 * Choices the interface leaves open:
 * - `do_you_mean` is the corrected address as a string when there is one, else `false`.
 * - A catch-all server accepts the address, so `is_valid` is true with `is_catchall` true; clients
 *   must treat that as risky, never as valid.
 * - A domain the checker cannot reach or does not know gives `is_unknown: true`, `is_valid: false`.
 */
import { checkLocally, checkSyntax, type CheckLists } from '../core/checks';
import type { MailboxChecker, MailboxStatus } from './mailbox';

export interface VerificationEntry {
  emailid: string;
  do_you_mean: string | false;
  is_syntax_valid: boolean;
  is_role: boolean;
  is_disposable: boolean;
  is_catchall: boolean;
  is_valid: boolean;
  is_unknown: boolean;
  message: string;
}

/** Cases the test key can ask for with `simulated=`. */
export const SIMULATED_RESULTS = [
  'valid',
  'invalid',
  'catch_all',
  'disposable',
  'role',
  'unknown',
  'typo',
] as const;
export const SIMULATED_CASES = [
  ...SIMULATED_RESULTS,
  'slow',
  'processing',
  '101',
  '102',
  '103',
  '104',
  '105',
] as const;
export type SimulatedCase = (typeof SIMULATED_CASES)[number];
export type SimulatedResult = (typeof SIMULATED_RESULTS)[number];
/** The test key without `simulated=`: the case is read from the address (see `byAddress`). */
export type Simulation = SimulatedResult | 'by-address';

/** The case a test-key address asks for by its local part's start, else what the local checks say. */
function byAddress(base: Omit<VerificationEntry, 'message'>): SimulatedResult {
  const local = base.emailid.slice(0, base.emailid.lastIndexOf('@')).toLowerCase().replace(/-/g, '_');
  const named = SIMULATED_RESULTS.find((c) => local === c || new RegExp(`^${c}[._+]`).test(local));
  if (named) return named;
  if (base.do_you_mean) return 'typo';
  if (base.is_disposable) return 'disposable';
  return base.is_role ? 'role' : 'valid';
}

const MESSAGES: Record<MailboxStatus, (domain: string) => string> = {
  exists: () => 'Valid address: the mailbox exists.',
  absent: () => 'Not valid: the mailbox does not exist.',
  catch_all: (d) =>
    `The server for ${d} accepts every address (catch-all), so this mailbox cannot be confirmed.`,
  no_mail_server: (d) => `Not valid: ${d} does not receive email.`,
  unreachable: (d) => `Unknown: the mail server for ${d} did not respond.`,
  unknown_domain: (d) => `Unknown: ${d} could not be checked (it is not in this service's directory).`,
};

export interface VerifyDeps {
  lists: CheckLists;
  mailboxes: MailboxChecker;
}

/** Whether verifying this address costs a credit: only when the syntax is valid. */
export function isBillable(address: string): boolean {
  return checkSyntax(address).valid;
}

export async function verifyAddress(
  emailid: string,
  deps: VerifyDeps,
  simulated?: Simulation,
): Promise<VerificationEntry> {
  const local = checkLocally(emailid, deps.lists);
  const base = {
    emailid: emailid.trim(),
    do_you_mean: local.suggestion ?? (false as const),
    is_syntax_valid: local.isSyntaxValid,
    is_role: local.isRole,
    is_disposable: local.isDisposable === true,
    is_catchall: false,
    is_valid: false,
    is_unknown: false,
  };
  if (!local.isSyntaxValid && simulated === 'by-address') {
    return { ...base, message: `Not valid: ${local.reason}.` };
  }
  if (simulated) return simulate(base, simulated === 'by-address' ? byAddress(base) : simulated);
  if (!local.isSyntaxValid) return { ...base, message: `Not valid: ${local.reason}.` };

  const domain = local.address.slice(local.address.lastIndexOf('@') + 1);
  const status = await deps.mailboxes.check(local.address);
  return {
    ...base,
    is_catchall: status === 'catch_all',
    is_valid: status === 'exists' || status === 'catch_all',
    is_unknown: status === 'unreachable' || status === 'unknown_domain',
    message: MESSAGES[status](domain),
  };
}

function simulate(base: Omit<VerificationEntry, 'message'>, c: SimulatedResult): VerificationEntry {
  const ok = {
    ...base,
    is_syntax_valid: true,
    is_role: false,
    is_disposable: false,
    do_you_mean: false as const,
  };
  switch (c) {
    case 'valid':
      return { ...ok, is_valid: true, message: 'Valid address: the mailbox exists. (simulated)' };
    case 'invalid':
      return { ...ok, message: 'Not valid: the mailbox does not exist. (simulated)' };
    case 'catch_all':
      return {
        ...ok,
        is_valid: true,
        is_catchall: true,
        message: 'The server accepts every address (catch-all). (simulated)',
      };
    case 'disposable':
      return {
        ...ok,
        is_valid: true,
        is_disposable: true,
        message: 'Valid, but a disposable address. (simulated)',
      };
    case 'role':
      return { ...ok, is_valid: true, is_role: true, message: 'Valid, but a role address. (simulated)' };
    case 'unknown':
      return { ...ok, is_unknown: true, message: 'Unknown: the mail server did not respond. (simulated)' };
    case 'typo': {
      const local = base.emailid.includes('@')
        ? base.emailid.slice(0, base.emailid.lastIndexOf('@'))
        : 'jane';
      const suggestion = base.do_you_mean || `${local}@gmail.com`;
      return {
        ...ok,
        do_you_mean: suggestion,
        message: `Not valid: did you mean ${suggestion}? (simulated)`,
      };
    }
  }
}
