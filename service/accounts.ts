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

export class Accounts {
  private readonly byKey = new Map<string, AccountConfig>();
  private readonly balances: Record<string, Balance>;
  private readonly file: string;
  private dirty = false;

  constructor(configs: AccountConfig[], dataDir: string) {
    this.file = join(dataDir, 'accounts.json');
    this.balances = readJsonSync<Record<string, Balance>>(this.file) ?? {};
    for (const c of configs) {
      this.byKey.set(c.key, c);
      this.balances[accountId(c.key)] ??= { credits: c.credits, spent: 0 };
    }
    this.flush(true);
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
   * Takes `amount` credits now, before the work that earns them, so that concurrent requests cannot
   * all pass the check and then all be charged (an account with 1 credit answering 20 verifies at
   * once). Error 102 when the account has too few. Returns the refund for work that ends up free
   * (nothing found) or fails.
   */
  reserve(account: Account, amount: number): (n?: number) => void {
    this.require(account, amount);
    this.charge(account, amount);
    let left = account.test ? 0 : amount;
    return (n = left) => {
      const back = Math.min(n, left);
      if (back <= 0) return;
      left -= back;
      const b = this.balances[account.id]!;
      b.credits += back;
      b.spent -= back;
      this.dirty = true;
    };
  }

  charge(account: Account, amount: number): void {
    if (account.test || amount === 0) return;
    const b = this.balances[account.id]!;
    b.credits -= amount;
    b.spent += amount;
    this.dirty = true;
  }

  /** Writes balances when they changed (called on a timer and at shutdown). */
  flush(force = false): void {
    if (!this.dirty && !force) return;
    writeJsonSync(this.file, this.balances);
    this.dirty = false;
  }
}
