/**
 * The address a person most likely meant, for one click: what they pasted cleaned (clean.ts), with
 * a typo in the domain corrected (typo.ts), offered only when the result is a valid address and
 * differs from what they typed.
 */
import { cleanPasted } from '../paste';
import { checkSyntax, type SyntaxResult } from './syntax';
import { suggestDomain, type TypoOptions } from './typo';

export function suggestAddress(
  input: string,
  options: TypoOptions = {},
  syntax: SyntaxResult = checkSyntax(input),
): string | null {
  const cleaned = cleanPasted(input).address;
  const c = cleaned === syntax.address ? syntax : checkSyntax(cleaned);
  let candidate: SyntaxResult | null = c.valid ? c : null;
  const at = cleaned.lastIndexOf('@');
  if (at > 0) {
    const local = c.valid ? c.local : cleaned.slice(0, at);
    const domain = c.valid ? c.domain : cleaned.slice(at + 1).toLowerCase();
    const fixed = suggestDomain(domain, options);
    if (fixed) {
      const typo = checkSyntax(`${local}@${fixed}`);
      if (typo.valid) candidate = typo;
    }
  }
  if (!candidate) return null;
  const asTyped = syntax.valid ? syntax.address : input.trim();
  return candidate.address === asTyped ? null : candidate.address;
}
