/**
 * Whether a mailbox exists. The service asks a `MailboxChecker`; the one shipped answers from a
 * directory file so that results are meaningful and reproducible offline. A real prober (DNS MX
 * lookup, then an SMTP `RCPT TO` conversation) can implement the same interface later.
 *
 * Directory file:
 * {
 *   "domains": {
 *     "acme.com":   { "mailboxes": ["jane.doe", "sales"] },  // these exist, every other is refused
 *     "globex.com": { "catchAll": true },                     // accepts every address
 *     "initech.com":{ "reachable": false },                   // mail server does not answer
 *     "gone.example": { "acceptsMail": false }               // no mail server (no MX)
 *   }
 * }
 * A domain that is not listed is reported as `unknown_domain`.
 */
import { readFileSync } from 'node:fs';
import { z } from '../core/zod';

export type MailboxStatus =
  'exists' | 'absent' | 'catch_all' | 'no_mail_server' | 'unreachable' | 'unknown_domain';

export interface MailboxChecker {
  /** `address` is normalized: ASCII, lower-case domain. */
  check(address: string): Promise<MailboxStatus>;
}

const DomainSchema = z.object({
  mailboxes: z.array(z.string()).default([]),
  catchAll: z.boolean().default(false),
  reachable: z.boolean().default(true),
  acceptsMail: z.boolean().default(true),
});

export const DirectorySchema = z.object({ domains: z.record(z.string(), DomainSchema) });
export type Directory = z.input<typeof DirectorySchema>;

export class DirectoryChecker implements MailboxChecker {
  private readonly domains = new Map<string, { mailboxes: Set<string>; status: MailboxStatus | null }>();

  constructor(directory: Directory) {
    const parsed = DirectorySchema.parse(directory);
    for (const [domain, d] of Object.entries(parsed.domains)) {
      const status: MailboxStatus | null = !d.acceptsMail
        ? 'no_mail_server'
        : !d.reachable
          ? 'unreachable'
          : d.catchAll
            ? 'catch_all'
            : null;
      this.domains.set(domain.toLowerCase(), {
        mailboxes: new Set(d.mailboxes.map((m) => m.toLowerCase())),
        status,
      });
    }
  }

  static fromFile(path: string): DirectoryChecker {
    const parsed = DirectorySchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`directory file ${path}: ${issue.path.join('.')}: ${issue.message}`);
    }
    return new DirectoryChecker(parsed.data);
  }

  async check(address: string): Promise<MailboxStatus> {
    const at = address.lastIndexOf('@');
    const entry = this.domains.get(address.slice(at + 1));
    if (!entry) return 'unknown_domain';
    if (entry.status) return entry.status;
    return entry.mailboxes.has(address.slice(0, at).toLowerCase()) ? 'exists' : 'absent';
  }
}
