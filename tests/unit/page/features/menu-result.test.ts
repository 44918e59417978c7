// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { siteDomainGuess } from '../../../../page/features/menu-result';

describe('the domain guessed for a name selected on a page', () => {
  it.each([
    ['127.0.0.1', ''],
    ['localhost', ''],
    ['[::1]', ''],
    ['app.hubspot.com', ''],
    ['www.linkedin.com', ''],
    ['mail.google.com', ''],
    ['www.acme.com', 'acme.com'],
    ['careers.initech.co.uk', 'careers.initech.co.uk'],
  ])('%s → %j', (host, guess) => expect(siteDomainGuess(host)).toBe(guess));
});
