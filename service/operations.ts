/**
 * The service's six operations, as handlers of parsed parameters: authenticate, check, charge, answer.
 * The HTTP around them is app.ts.
 */
import { normalizeDomainInput } from '../core/checks/domain-input';
import type { Account, Accounts } from './accounts';
import { addressList } from './body';
import { MAX_BATCH, type Batches } from './batches';
import { callbackUrlProblem } from './callbacks';
import { discover } from './discover';
import { ServiceError } from './errors';
import type { MailboxChecker } from './mailbox';
import type { Params } from './params';
import {
  SIMULATED_CASES,
  SIMULATED_RESULTS,
  isBillable,
  verifyAddress,
  type SimulatedCase,
  type SimulatedResult,
  type VerifyDeps,
} from './verify';

export type Handler = (params: Params) => Promise<unknown>;
export type Routes = Record<string, { method: 'GET' | 'POST'; handler: Handler }>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface OperationDeps {
  accounts: Accounts;
  batches: Batches;
  verify: VerifyDeps;
  mailboxes: MailboxChecker;
  latencyMs?: number;
  slowMs?: number;
}

export function operations(options: OperationDeps): Routes {
  const { accounts, batches, verify: deps } = options;
  const latency = (rank: number) => sleep((options.latencyMs ?? 0) * (1 + rank));

  /** `simulated=` is for the test key only; 101–105 answer as those errors. */
  function simulatedCase(params: Params, account: Account): SimulatedCase | undefined {
    const value = params.text('simulated');
    if (value === undefined) return undefined;
    if (!account.test) throw new ServiceError(110, 'simulated works only with the test key.');
    if (!(SIMULATED_CASES as readonly string[]).includes(value)) {
      throw new ServiceError(110, `simulated must be one of: ${SIMULATED_CASES.join(', ')}.`);
    }
    if (/^10[1-5]$/.test(value)) throw new ServiceError(Number(value) as 101);
    return value as SimulatedCase;
  }

  const isResult = (c: SimulatedCase | undefined): c is SimulatedResult =>
    (SIMULATED_RESULTS as readonly string[]).includes(c ?? '');

  /**
   * The test key is public, so it never gets a real mailbox answer: without `simulated=` each address
   * is simulated as `valid`, unless its local part starts with a case's name (`invalid.jane@…`,
   * `catch_all@…`, `unknown-1@…`), which picks that case. Local checks (syntax, role, disposable,
   * typo) are computed for real only when a case is not forced; they are public knowledge anyway.
   */
  const testDefault = (account: Account, simulated: SimulatedCase | undefined) =>
    account.test && simulated === undefined ? ('by-address' as const) : undefined;

  const verify: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    const simulated = simulatedCase(params, account);
    const emailid = params.required('emailid');
    const rank = params.speedRank();
    if (simulated === 'processing')
      throw new ServiceError(110, 'simulated=processing applies to batches only.');
    const billable = isBillable(emailid);
    // Reserved before the work, refunded if it fails: concurrent requests cannot overdraw.
    const refund = billable ? accounts.reserve(account, 1) : () => undefined;
    try {
      const started = performance.now();
      await (simulated === 'slow' ? sleep(options.slowMs ?? 35_000) : latency(rank));
      const entry = await verifyAddress(
        emailid,
        deps,
        isResult(simulated) ? simulated : testDefault(account, simulated),
      );
      const resolved_time = Math.round(performance.now() - started) / 1000;
      return { service_emailid_vrfy: [{ ...entry, resolved_time }] };
    } catch (e) {
      refund();
      throw e;
    }
  };

  const createBatch: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    const simulated = simulatedCase(params, account);
    const rank = params.speedRank();
    const url = params.text('url');
    const urlProblem = url === undefined ? null : callbackUrlProblem(url);
    if (urlProblem) throw new ServiceError(110, urlProblem);
    const addresses = addressList(params.raw('data'));
    if (addresses.length > MAX_BATCH) {
      throw new ServiceError(
        114,
        `Too many addresses: ${addresses.length.toLocaleString('en')} sent, a batch holds at most 100,000. Split the list; nothing was created.`,
      );
    }
    const cost = addresses.filter(isBillable).length;
    const mode =
      simulated === 'processing' || isResult(simulated) ? simulated : testDefault(account, simulated);
    const refund = accounts.reserve(account, cost);
    let record;
    try {
      record = batches.create(account, addresses, rank, url, mode);
    } catch (e) {
      refund();
      throw e;
    }
    return {
      'batch id': record.id,
      error: false,
      message: `Batch created with ${record.total} addresses.`,
      'total count': record.total,
    };
  };

  const status: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    const record = batches.get(account, params.batchId());
    return { error: false, status: record.status, processed: record.processed, total: record.total };
  };

  const result: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    return batches.resultBody(batches.get(account, params.batchId()));
  };

  const discovery: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    simulatedCase(params, account);
    const rank = params.speedRank();
    const rawDomain = params.text('domain');
    if (rawDomain === undefined) throw new ServiceError(104);
    const first = params.text('firstname');
    const last = params.text('lastname');
    if (first === undefined || last === undefined) {
      throw new ServiceError(
        105,
        `No names given to search the email address: ${first === undefined && last === undefined ? 'firstname and lastname are' : first === undefined ? 'firstname is' : 'lastname is'} missing.`,
      );
    }
    if (!/[\p{L}\p{N}]/u.test(first) || !/[\p{L}\p{N}]/u.test(last)) {
      throw new ServiceError(105, 'No names given to search the email address: a name has no letters.');
    }
    const domain = normalizeDomainInput(rawDomain);
    if (domain === null) {
      throw new ServiceError(
        110,
        `domain must be a company domain or URL such as acme.com; got ${JSON.stringify(rawDomain.slice(0, 60))}.`,
      );
    }
    // Reserved before the search, refunded when nothing is found (free) or the search fails.
    const refund = accounts.reserve(account, 1);
    try {
      await latency(rank);
      const answer = await discover(first, last, domain, options.mailboxes);
      if (answer.email === '') refund();
      return answer;
    } catch (e) {
      refund();
      throw e;
    }
  };

  const creditBalance: Handler = async (params) => {
    const account = accounts.authenticate(params.text('apikey'));
    return account.test
      ? { error: false, credits: accounts.balance(account), test_key: true }
      : { error: false, credits: accounts.balance(account) };
  };

  return {
    '/emailvrf': { method: 'GET', handler: verify },
    '/batchemailvrf': { method: 'POST', handler: createBatch },
    '/batchstatus': { method: 'GET', handler: status },
    '/batchresult': { method: 'GET', handler: result },
    '/email-discovery': { method: 'GET', handler: discovery },
    '/creditbalance': { method: 'GET', handler: creditBalance },
  };
}
