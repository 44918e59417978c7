/**
 * One normalized verdict, from the service's flags or from the free local checks. It is what every
 * part of the UI shows. Catch-all and unknown are never "valid": catch-all (and disposable) is
 * `risky`, could-not-verify is `unknown`. Every flag is kept; a role address is shown beside the state.
 */
import type { VerificationResult } from './api/schemas';
import type { LocalCheck } from './checks';

export type VerdictState = 'valid' | 'invalid' | 'risky' | 'unknown';

export interface Verdict {
  /** The normalized address the verdict is about. */
  address: string;
  state: VerdictState;
  flags: {
    syntaxValid: boolean;
    role: boolean;
    /** null: not known here. */
    disposable: boolean | null;
    catchAll: boolean | null;
    free: boolean | null;
    unknown: boolean;
  };
  suggestion: string | null;
  /** The service's message, or the local checks' reason. */
  message: string;
  source: 'local' | 'service';
  checkedAt: number;
}

export function verdictFromService(result: VerificationResult, local: LocalCheck, now = Date.now()): Verdict {
  const state: VerdictState = !result.is_syntax_valid
    ? 'invalid'
    : result.is_unknown
      ? 'unknown'
      : result.is_catchall || result.is_disposable
        ? 'risky'
        : result.is_valid
          ? 'valid'
          : 'invalid';
  return {
    address: local.address,
    state,
    flags: {
      syntaxValid: result.is_syntax_valid,
      role: result.is_role,
      disposable: result.is_disposable,
      catchAll: result.is_catchall,
      free: local.isFree,
      unknown: result.is_unknown,
    },
    suggestion: result.do_you_mean ?? local.suggestion,
    message: result.message,
    source: 'service',
    checkedAt: now,
  };
}

export function verdictFromLocal(check: LocalCheck, now = Date.now()): Verdict {
  const state: VerdictState = !check.isSyntaxValid ? 'invalid' : check.isDisposable ? 'risky' : 'unknown';
  const message = !check.isSyntaxValid
    ? `Not a valid address: ${check.reason}.`
    : check.isDisposable
      ? 'A disposable (temporary) address. Not verified with the service yet.'
      : 'Passed the free local checks. Not verified with the service yet.';
  return {
    address: check.address,
    state,
    flags: {
      syntaxValid: check.isSyntaxValid,
      role: check.isRole,
      disposable: check.isDisposable,
      catchAll: null,
      free: check.isFree,
      unknown: check.isSyntaxValid,
    },
    suggestion: check.suggestion,
    message,
    source: 'local',
    checkedAt: now,
  };
}
