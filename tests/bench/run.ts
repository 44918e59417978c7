/** `npm run bench`: runs every benchmark, prints a table and writes its rows to .bench/results.json. */
import { batchRows } from './batch.bench';
import { bundleRows, popupPaintRows } from './extension.bench';
import { leadsRows } from './leads.bench';
import { pageRows } from './page.bench';
import { printRows, saveRows, type BenchRow } from './results';
import scratch from '../support/scratch';
import { serviceBench } from './service.bench';
import { textRows } from './text.bench';

// The services' data and the browsers' profiles go in one scratch folder, removed at the end.
const cleanUp = scratch();
let rows: BenchRow[];
try {
  rows = [
    ...(await serviceBench()),
    ...bundleRows(),
    ...(await popupPaintRows()),
    ...(await leadsRows()),
    ...(await batchRows()),
    ...(await pageRows()),
    ...textRows(),
  ];
} finally {
  cleanUp();
}
saveRows(rows);
printRows(rows);
console.log('\nrows written to .bench/results.json');
