/**
 * Whether a word is a known given name, from a compact set of 72,939 (a Bloom filter): the given names
 * of `gender-detection-from-name` (its English, German, Spanish, French, Italian and Turkish lists),
 * `human-names` (the same languages and Dutch, with short forms such as "Geoff" and "Seb") and
 * `@faker-js/faker`'s 77 locales (Danish, Polish, Indonesian, Yoruba…), those in Latin letters, folded
 * to small letters without accents. `npm run gen:given-names` writes it (core/given-names.json); a unit
 * test builds it again and compares.
 *
 * A filter rather than the list itself: the list is 593 KB (195 KB gzipped), the filter 73 KB (97 KB
 * as the base64 the module holds), and it answers "yes" for about 2 in 100 words that are no name,
 * which costs little where it is used (a guard against phrases read as names). Hand-written because
 * it is twenty lines and the generator and the page must hash alike; it ships only in the people
 * finders' module, never in the script every page loads.
 */
import filter from './given-names.json';
import { withoutAccents } from './names';

/** Bits per name and hashes per word: about 2% of other words pass. */
export const BITS_PER_NAME = 8;
export const HASHES = 5;

/** A word folded as the list is: small letters, Latin accents off ("Héctor" is "hector"). */
export const foldName = (w: string) => withoutAccents(w).toLowerCase();

/** Two FNV-1a hashes of a word (different offsets and primes). */
function hashes(word: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return [a, (b | 1) >>> 0];
}

/** The bits a word sets or asks for in a filter of `size` bits: h1 + i·h2 for the i-th of HASHES. */
function probes(word: string, size: number): number[] {
  const [a, b] = hashes(word);
  return Array.from({ length: HASHES }, (_, i) => (a + i * b) % size);
}

/** The filter's bits for `names` (already folded), as the generator writes them. */
export function buildFilter(names: readonly string[]): Uint8Array {
  const bits = new Uint8Array(Math.ceil((names.length * BITS_PER_NAME) / 8));
  const size = bits.length * 8;
  for (const n of names) for (const at of probes(n, size)) bits[at >> 3]! |= 1 << (at & 7);
  return bits;
}

const has = (bits: Uint8Array, word: string) =>
  probes(word, bits.length * 8).every((at) => bits[at >> 3]! & (1 << (at & 7)));

let bits: Uint8Array | undefined;

/** Base64 to bytes, by a plain loop: `Uint8Array.from` with a callback takes 6 to 8 ms here, this 0.3 to 2. */
function decode(base64: string): Uint8Array {
  const raw = atob(base64);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** Whether `word` (any case, with its accents) is a known given name. */
export function knownGivenName(word: string): boolean {
  bits ??= decode(filter.bits);
  return has(bits, foldName(word));
}
