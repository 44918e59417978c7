/**
 * One cold load of the disposable list in a fresh process, printed as JSON {ms, mb}.
 * `compact`: the shipped DomainList over the list's own text. `naive`: JSON.parse into a Set.
 * Run with --expose-gc so the memory figure is what stays reachable.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DomainList } from '../../core/checks/domain-list';

const gc = (globalThis as { gc?: () => void }).gc!;
const mode = process.argv[2];
const path = createRequire(import.meta.url).resolve('disposable-email-domains/index.json');
gc();
const before = process.memoryUsage();
const started = performance.now();
// The file goes out of scope once built, as in the service and the worker: only the representation
// stays. The shipped list reads the file's bytes, as they do; the baseline needs its text.
const read = () => readFileSync(path, 'utf8');
let probe: (d: string) => boolean;
if (mode === 'naive') {
  const set = new Set(JSON.parse(read()) as string[]);
  probe = (d) => set.has(d);
} else {
  const list = DomainList.fromJsonArray(readFileSync(path));
  probe = (d) => list.has(d);
}
const hit = probe('mailinator.com');
const ms = performance.now() - started;
// Unreachable typed arrays are freed after a collection, by a sweeper that runs beside it: what a
// build dropped still counts until then. Collected twice, a moment apart, what is left is what stays.
gc();
await new Promise((resolve) => setTimeout(resolve, 100));
gc();
const after = process.memoryUsage();
const mb = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 2 ** 20;
if (!hit || probe('example-not-listed.com')) throw new Error('list lookup is wrong');
console.log(JSON.stringify({ ms, mb }));
