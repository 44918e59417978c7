/**
 * Accounts: 32-character keys with credit balances. Keys come from a config file or the environment;
 * balances live in the data directory, keyed by a hash of the key (the data directory never holds a
 * key), so spent credits survive a restart. A configured balance is the starting balance of an
 * account the data directory has not seen yet.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from '../core/zod';
import { ServiceError } from './errors';
import { readJsonSync, writeJsonSync } from './files';

/** The documented test key: simulated results, never charged. */
export const TEST_KEY = 'mailscout-test-key-0000000000000';
export const TEST_ACCOUNT = 'test';

const KEY = /^[\x21-\x7e]{32}$/;

export const AccountConfigSchema = z.object({
  key: z.string().regex(KEY, 'must be 32 printable characters without spaces'),
  credits: z.number().int().min(0),
  name: z.string().optional(),
  disabled: z.boolean().optional(),
});
export type AccountConfig = z.infer<typeof AccountConfigSchema>;

const ConfigFileSchema = z.object({ accounts: z.array(AccountConfigSchema) });

/** Parses an accounts file's JSON; errors name the account by position, never by key. */
export function parseAccountsFile(json: string): AccountConfig[] {
  const parsed = ConfigFileSchema.safeParse(JSON.parse(json));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`accounts file: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data.accounts;
}

/** `MAILSCOUT_ACCOUNTS="KEY:credits,KEY:credits"`. */
export function parseAccountsEnv(value: string): AccountConfig[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry, i) => {
      const at = entry.lastIndexOf(':');
      const parsed = AccountConfigSchema.safeParse({
        key: entry.slice(0, at),
        credits: Number(entry.slice(at + 1)),
      });
      if (at < 0 || !parsed.success) {
        throw new Error(`MAILSCOUT_ACCOUNTS entry ${i + 1}: expected KEY:CREDITS with a 32-character key`);
      }
      return parsed.data;
    });
}

export const accountId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

interface Balance {
  credits: number;
  spent: number;
}

export interface Account {
  id: string;
  test: boolean;
}

/** How long a client is asked to wait while the data directory cannot be written. */
export const DISK_RETRY_SECONDS = 30;

export class Accounts {
  private readonly byKey = new Map<string, AccountConfig>();
  private readonly balances: Record<string, Balance>;
  private readonly file: string;
  private dirty = false;
  /** The last write failure (a full or read-only disk); new charges are refused until a write works. */
  private writeFailure: string | null = null;

  constructor(configs: AccountConfig[], dataDir: string) {
    this.file = join(dataDir, 'accounts.json');
    this.balances = readJsonSync<Record<string, Balance>>(this.file) ?? {};
    for (const c of configs) {
      this.byKey.set(c.key, c);
      this.balances[accountId(c.key)] ??= { credits: c.credits, spent: 0 };
    }
    this.dirty = true;
    this.flush();
  }

  /** The account for a key, or error 101 / 103. */
  authenticate(key: string | undefined): Account {
    if (key === TEST_KEY) return { id: TEST_ACCOUNT, test: true };
    const config = key === undefined ? undefined : this.byKey.get(key);
    if (!config) throw new ServiceError(101);
    if (config.disabled) throw new ServiceError(103);
    return { id: accountId(key!), test: false };
  }

  balance(account: Account): number {
    return account.test ? Number.MAX_SAFE_INTEGER : this.balances[account.id]!.credits;
  }

  /** Error 102 unless the account has `amount` credits. */
  require(account: Account, amount: number): void {
    const have = this.balance(account);
    if (have < Math.max(amount, 1)) {
      throw new ServiceError(
        102,
        amount > 1
          ? `Credits exhausted: this needs ${amount} credits and the account has ${have}; contact support to add credits.`
          : undefined,
      );
    }
  }

  /**
   * Takes `amount` credits before the work that earns them, so that concurrent requests cannot all
   * pass the check and then all be charged (an account with 1 credit answering 20 verifies at once).
   * The new balance is on disk before this returns, so a crash right after cannot give the credits
   * back. Error 102 when the account has too few; error 121 when the balance cannot be written (a
   * full disk), with nothing taken. Returns the refund for work that ends up free or fails.
   */
  reserve(account: Account, amount: number): (n?: number) => void {
    this.require(account, amount);
    if (account.test || amount === 0) return () => undefined;
    this.move(account, -amount);
    if (!this.flush()) {
      this.move(account, amount);
      throw new ServiceError(121, undefined, { 'retry-after': String(DISK_RETRY_SECONDS) });
    }
    let left = amount;
    return (n = left) => {
      const back = Math.min(n, left);
      if (back <= 0) return;
      left -= back;
      this.move(account, back);
      this.flush(); // when this fails the refund stays in memory and the timer writes it later
    };
  }

  private move(account: Account, delta: number): void {
    const b = this.balances[account.id]!;
    b.credits += delta;
    b.spent -= delta;
    this.dirty = true;
  }

  /** Whether the data directory took the last write (reads are served either way). */
  get writable(): boolean {
    return this.writeFailure === null;
  }

  /**
   * Writes balances when they changed. A failed write (ENOSPC, EROFS, EIO) is logged once and
   * retried on the next call; it never throws. Returns whether everything is on disk.
   */
  flush(): boolean {
    if (!this.dirty) return true;
    try {
      writeJsonSync(this.file, this.balances);
    } catch (e) {
      const reason = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
      if (this.writeFailure !== reason) {
        console.error(
          `MailScout service: cannot write ${this.file} (${reason}); refusing new charges and serving reads until it can.`,
        );
      }
      this.writeFailure = reason;
      return false;
    }
    if (this.writeFailure !== null) console.error(`MailScout service: ${this.file} is writable again.`);
    this.writeFailure = null;
    this.dirty = false;
    return true;
  }
}
