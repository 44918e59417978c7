/**
 * Email discovery: candidates from the names, checked against the mailbox checker in order.
 * Answers (`certified`): "verified" — the mailbox exists; "catch_all" — the domain accepts every
 * address, so the most common pattern is given unconfirmed; "not_found" — no candidate exists or
 * the domain takes no mail; "unknown" — the domain could not be checked. Only the first two carry an
 * address and cost a credit.
 */
import type { MailboxChecker } from './mailbox';
import { candidateLocals } from './candidates';

export type Certified = 'verified' | 'catch_all' | 'not_found' | 'unknown';

export interface DiscoveryAnswer {
  error: false;
  email: string;
  certified: Certified;
  message: string;
}

export async function discover(
  firstName: string,
  lastName: string,
  domain: string,
  mailboxes: MailboxChecker,
): Promise<DiscoveryAnswer> {
  const who = `${firstName} ${lastName}`;
  const candidates = candidateLocals(firstName, lastName).map((l) => `${l}@${domain}`);
  for (const candidate of candidates) {
    const status = await mailboxes.check(candidate);
    switch (status) {
      case 'exists':
        return {
          error: false,
          email: candidate,
          certified: 'verified',
          message: `Found and verified the address of ${who}.`,
        };
      case 'catch_all':
        return {
          error: false,
          email: candidate,
          certified: 'catch_all',
          message: `${domain} accepts every address, so this most likely address for ${who} cannot be confirmed.`,
        };
      case 'no_mail_server':
        return {
          error: false,
          email: '',
          certified: 'not_found',
          message: `${domain} does not receive email.`,
        };
      case 'unreachable':
        return {
          error: false,
          email: '',
          certified: 'unknown',
          message: `The mail server for ${domain} did not respond; try again later.`,
        };
      case 'unknown_domain':
        return {
          error: false,
          email: '',
          certified: 'unknown',
          message: `${domain} could not be checked (it is not in this service's directory).`,
        };
      case 'absent':
        break;
    }
  }
  return {
    error: false,
    email: '',
    certified: 'not_found',
    message: `No address found for ${who} at ${domain} (${candidates.length} likely patterns checked).`,
  };
}
