/**
 * The IANA top-level domains (the `tlds` package), for code that can afford the list. Built on first
 * use, so a bundle that never calls `isIanaTld` (the content script) drops the list entirely.
 */
import ianaTlds from 'tlds/index.json';

let tlds: Set<string> | undefined;

export const isIanaTld = (tld: string): boolean => (tlds ??= new Set<string>(ianaTlds)).has(tld);
