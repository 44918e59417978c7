/** `npm run bench`: runs every benchmark, prints a table and writes its rows to .bench/results.json. */
import { batchRows } from './batch.bench';
import { bundleRows, popupPaintRows } from './extension.bench';
import { leadsRows } from './leads.bench';
import { pageRows } from './page.bench';
import { printRows, saveRows } from './results';
import { serviceBench } from './service.bench';
import { textRows } from './text.bench';

const rows = [
  ...(await serviceBench()),
  ...bundleRows(),
  ...(await popupPaintRows()),
  ...(await leadsRows()),
  ...(await batchRows()),
  ...(await pageRows()),
  ...textRows(),
];
saveRows(rows);
printRows(rows);
console.log('\nrows written to .bench/results.json');
