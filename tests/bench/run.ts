/** `npm run bench`: runs every benchmark, prints a table and merges rows into .bench/results.json. */
import { printRows, saveRows } from './results';
import { serviceBench } from './service.bench';

const rows = await serviceBench();
saveRows(rows);
printRows(rows);
console.log('\nrows written to .bench/results.json');
