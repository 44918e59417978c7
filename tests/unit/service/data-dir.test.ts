/** The data directory: one service at a time, and a torn file does not stop the service from starting. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY, startService } from './harness';

describe('the data directory', () => {
  it('is taken by one service at a time, and free again once it stops', async () => {
    const first = await startService();
    await expect(startService({ dataDir: first.dataDir })).rejects.toThrow(
      /Another MailScout service \(process \d+\) is using the data directory/,
    );
    await first.close();
    expect(existsSync(join(first.dataDir, 'service.lock'))).toBe(false);
    const second = await startService({ dataDir: first.dataDir });
    expect((await second.get('/creditbalance', { apikey: KEY })).status).toBe(200);
    await second.close();
  });

  it('is taken over from a service that is gone (a crash left its lock)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mailscout-service-'));
    writeFileSync(join(dataDir, 'service.lock'), '2147483646');
    const svc = await startService({ dataDir });
    expect((await svc.get('/creditbalance', { apikey: KEY })).status).toBe(200);
    await svc.close();
  });

  it('moves torn files aside with a log line and starts without them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mailscout-service-'));
    writeFileSync(join(dataDir, 'accounts.json'), '{"torn');
    mkdirSync(join(dataDir, 'batches'));
    writeFileSync(join(dataDir, 'batches', '1001.json'), '');
    const svc = await startService({ dataDir });
    try {
      expect((await svc.get('/creditbalance', { apikey: KEY })).status).toBe(200);
      expect(readdirSync(dataDir).some((f) => f.startsWith('accounts.json.corrupt-'))).toBe(true);
      expect(readdirSync(join(dataDir, 'batches')).some((f) => f.startsWith('1001.json.corrupt-'))).toBe(
        true,
      );
    } finally {
      await svc.close();
    }
  });
});
