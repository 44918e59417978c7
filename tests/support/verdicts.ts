import type { Verdict, VerdictState } from '../../core/verdict';

/** The service's verdict on an address, every flag clear (the tests that need flags set their own). */
export const serviceVerdict = (
  address: string,
  state: VerdictState = 'valid',
  checkedAt = Date.now(),
): Verdict => ({
  address,
  state,
  flags: { syntaxValid: true, role: false, disposable: false, catchAll: false, free: false, unknown: false },
  suggestion: null,
  message: '',
  source: 'service',
  checkedAt,
});
