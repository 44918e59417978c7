/**
 * zod, configured once for every context that imports it. `jitless`: zod never compiles schema code
 * with `new Function` (and never probes whether it may), which an extension's content security policy
 * forbids: Firefox logs each probe as a CSP error, in every extension context. Import `z` from here,
 * never from 'zod' (lint holds it).
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
