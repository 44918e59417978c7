import { describe, expect, it } from 'vitest';
import { normalizeDomainInput } from '../../../../core/checks/domain-input';

describe('company domain or URL → domain', () => {
  it.each([
    ['acme.com', 'acme.com'],
    ['  ACME.com ', 'acme.com'],
    ['https://www.acme.com/about?x=1#team', 'acme.com'],
    ['http://acme.com:8080/', 'acme.com'],
    ['www.acme.co.uk', 'acme.co.uk'],
    ['www2.acme.com', 'acme.com'],
    ['eu.acme.com', 'eu.acme.com'],
    ['jane@acme.com', 'acme.com'],
    ['München.de', 'xn--mnchen-3ya.de'],
    ['acme.com.', 'acme.com'],
  ])('%s → %s', (input, expected) => expect(normalizeDomainInput(input)).toBe(expected));

  it.each(['', 'acme', 'not a domain', 'acme_corp.com', '-acme.com', '192.168.0.1', 'http://'])(
    '%j is not a domain',
    (input) => expect(normalizeDomainInput(input)).toBeNull(),
  );
});
