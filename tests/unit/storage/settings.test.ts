import { describe, expect, it } from 'vitest';
import { keyProblem, normalizeServiceUrl } from '../../../core/service-input';
import { DEFAULT_SETTINGS, migrateSettings } from '../../../storage/settings';

describe('service URL', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['api.example.com', 'https://api.example.com'],
    ['http://127.0.0.1:8787/', 'http://127.0.0.1:8787'],
    ['https://api.example.com/v2/', 'https://api.example.com/v2'],
    ['  https://API.Example.com  ', 'https://api.example.com'],
    ['http://[::1]:8787', 'http://[::1]:8787'],
    ['http://localhost:8787', 'http://localhost:8787'],
  ])('%j → %s', (input, url) => expect(normalizeServiceUrl(input)).toEqual({ url }));

  it.each([
    ['', 'Enter the service URL'],
    ['ftp://x.example.com', 'https:// or http://'],
    [
      'http://verify.example.com',
      'Use https:// for a service on another computer (https://verify.example.com)',
    ],
    ['http://192.168.1.20:8787', 'unencrypted'],
    ['http://exa mple.com', 'not a web address'],
    ['http://exa%20mple.com', 'not a web address'],
    ['https://user:pw@x.example.com', 'user name and password'],
    ['https://x.example.com/?apikey=1', '?query'],
    ['https://', 'not a web address'],
  ])('%j is refused', (input, problem) => {
    const r = normalizeServiceUrl(input);
    expect('problem' in r && r.problem).toContain(problem);
  });
});

describe('API key', () => {
  it.each([
    ['A'.repeat(32), null],
    ['A'.repeat(31), 'this one has 31'],
    ['A'.repeat(33), 'this one has 33'],
    [`${'A'.repeat(16)} ${'A'.repeat(15)}`, 'spaces'],
    ['', 'Enter your API key'],
    [`${'A'.repeat(31)}é`, 'characters a key never has'],
  ])('%j', (key, problem) => {
    const r = keyProblem(key);
    if (problem === null) expect(r).toBeNull();
    else expect(r).toContain(problem);
  });
});

describe('settings migration', () => {
  it('fills defaults for missing or broken stored settings', () => {
    expect(migrateSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(migrateSettings({ speedRank: 9 })).toEqual(DEFAULT_SETTINGS);
    expect(migrateSettings({ speedRank: 3, cacheHours: { unknown: 2 } })).toMatchObject({
      speedRank: 3,
      cacheHours: { ...DEFAULT_SETTINGS.cacheHours, unknown: 2 },
    });
  });
});
