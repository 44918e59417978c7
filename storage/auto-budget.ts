/**
 * The daily budget for automatic verification: `autoBudget` in storage.local, `{ day, used }`, the
 * credits spent without a click today (UTC day). One taker at a time, so two tabs cannot both take
 * the last credit.
 */
import { browser } from 'wxt/browser';

export interface AutoBudget {
  /** YYYY-MM-DD, UTC. */
  day: string;
  used: number;
}

const KEY = 'autoBudget';
let queue: Promise<unknown> = Promise.resolve();

export async function readAutoBudget(now = new Date()): Promise<AutoBudget> {
  const day = now.toISOString().slice(0, 10);
  const { [KEY]: stored } = (await browser.storage.local.get(KEY)) as { [KEY]?: AutoBudget };
  return stored?.day === day ? stored : { day, used: 0 };
}

/** Takes one credit from today's budget of `limit`; false when it is spent. */
export function takeFromAutoBudget(limit: number): Promise<boolean> {
  const turn = queue.then(async () => {
    const budget = await readAutoBudget();
    if (budget.used >= limit) return false;
    await browser.storage.local.set({ [KEY]: { day: budget.day, used: budget.used + 1 } });
    return true;
  });
  queue = turn.catch(() => undefined);
  return turn;
}
