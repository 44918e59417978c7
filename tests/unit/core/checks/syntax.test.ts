import { describe, expect, it } from 'vitest';
import { describeProblem } from '../../../../core/checks/problems';
import { checkSyntax } from '../../../../core/checks/syntax';

const l64 = 'a'.repeat(64);
const label63 = 'b'.repeat(63);
const longDomain = `${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(56)}.com`; // 252: with `a@`, 254 in all

/** [input, normalized address] */
const VALID: [string, string][] = [
  ['simple@example.com', 'simple@example.com'],
  ['very.common@example.com', 'very.common@example.com'],
  ['disposable.style.email.with+symbol@example.com', 'disposable.style.email.with+symbol@example.com'],
  ['other.email-with-hyphen@example.com', 'other.email-with-hyphen@example.com'],
  ['fully-qualified-domain@example.com', 'fully-qualified-domain@example.com'],
  ['user.name+tag+sorting@example.com', 'user.name+tag+sorting@example.com'],
  ['x@example.com', 'x@example.com'],
  ['example-indeed@strange-example.com', 'example-indeed@strange-example.com'],
  ['example@s.example', 'example@s.example'],
  ['mailhost!username@example.org', 'mailhost!username@example.org'],
  ['user%example.com@example.org', 'user%example.com@example.org'],
  ['user-@example.org', 'user-@example.org'],
  ['"john..doe"@example.org', '"john..doe"@example.org'],
  ['"john doe"@example.org', '"john doe"@example.org'],
  ['" "@example.org', '" "@example.org'],
  [
    '"very.(),:;<>[]\\".VERY.\\"very@\\\\ \\"very\\".unusual"@strange.example.com',
    '"very.(),:;<>[]\\".VERY.\\"very@\\\\ \\"very\\".unusual"@strange.example.com',
  ],
  ['"a@b"@example.com', '"a@b"@example.com'],
  ['"\\"quoted\\""@example.com', '"\\"quoted\\""@example.com'],
  ['"back\\\\slash"@example.com', '"back\\\\slash"@example.com'],
  ["!#$%&'*+-/=?^_`{|}~@example.com", "!#$%&'*+-/=?^_`{|}~@example.com"],
  ['test/test@test.com', 'test/test@test.com'],
  ['{curly}@example.com', '{curly}@example.com'],
  ['a.b.c.d.e.f@example.com', 'a.b.c.d.e.f@example.com'],
  ['123@example.com', '123@example.com'],
  ['1234567890@example.com', '1234567890@example.com'],
  ['_______@example.com', '_______@example.com'],
  ['email@123.123.123.com', 'email@123.123.123.com'],
  ['email@subdomain.example.com', 'email@subdomain.example.com'],
  ['firstname+lastname@example.com', 'firstname+lastname@example.com'],
  ['email@example-one.com', 'email@example-one.com'],
  ['email@example.name', 'email@example.name'],
  ['email@example.museum', 'email@example.museum'],
  ['email@example.co.jp', 'email@example.co.jp'],
  ['firstname-lastname@example.com', 'firstname-lastname@example.com'],
  ['Jane.Doe@Example.COM', 'Jane.Doe@example.com'],
  ['JANE@ACME.IO', 'JANE@acme.io'],
  ['  jane@acme.com  ', 'jane@acme.com'],
  ['\tjane@acme.com\n', 'jane@acme.com'],
  ['jane@a.co', 'jane@a.co'],
  ['jane@x1.y2.z3.com', 'jane@x1.y2.z3.com'],
  ['jane@1x.com', 'jane@1x.com'],
  ['jane@a-b-c.com', 'jane@a-b-c.com'],
  ['jane@a--b.com', 'jane@a--b.com'],
  ['jane@xn--mnchen-3ya.de', 'jane@xn--mnchen-3ya.de'],
  ['jane@münchen.de', 'jane@xn--mnchen-3ya.de'],
  ['jane@MÜNCHEN.DE', 'jane@xn--mnchen-3ya.de'],
  ['info@bücher.example', 'info@xn--bcher-kva.example'],
  ['user@例え.jp', 'user@xn--r8jz45g.jp'],
  ['用户@例子.广告', '用户@xn--fsqu00a.xn--4rr70v'],
  ['josé@example.com', 'josé@example.com'],
  ['Pelé@example.com', 'Pelé@example.com'],
  ['δοκιμή@παράδειγμα.δοκιμή', 'δοκιμή@xn--hxajbheg2az3al.xn--jxalpdlp'],
  ['我買@屋企.香港', '我買@xn--hoqu73a.xn--j6w193g'],
  ['二ノ宮@黒川.日本', '二ノ宮@xn--5rtw95l.xn--wgv71a'],
  ['медведь@с-балалайкой.рф', 'медведь@xn----8sbaac5cahfb0b0a.xn--p1ai'],
  ['संपर्क@डाटामेल.भारत', 'संपर्क@xn--c2bd4bq1db8d.xn--h2brj9c'],
  ['jane@café.fr', 'jane@xn--caf-dma.fr'],
  ['jane@ＡＣＭＥ.com', 'jane@acme.com'],
  ['jane@straße.de', 'jane@xn--strae-oqa.de'],
  [`${l64}@example.com`, `${l64}@example.com`],
  [`jane@${label63}.com`, `jane@${label63}.com`],
  [`a@${longDomain}`, `a@${longDomain}`],
  ['a+b@example.com', 'a+b@example.com'],
  ['a=b@example.com', 'a=b@example.com'],
  ['a?b@example.com', 'a?b@example.com'],
  ['a^b@example.com', 'a^b@example.com'],
  ['a~b@example.com', 'a~b@example.com'],
  ['a|b@example.com', 'a|b@example.com'],
  ['a`b@example.com', 'a`b@example.com'],
  ["o'brien@example.ie", "o'brien@example.ie"],
  ['sales.emea@acme.com', 'sales.emea@acme.com'],
  ['no-reply@acme.com', 'no-reply@acme.com'],
  ['jane@sub.domain.example.co.uk', 'jane@sub.domain.example.co.uk'],
  ['jane@example.xn--p1ai', 'jane@example.xn--p1ai'],
  ['jane@123.example', 'jane@123.example'],
  ['jane@example.travel', 'jane@example.travel'],
  ['"quoted"@example.com', '"quoted"@example.com'],
  ['"with\\ttab-escape"@example.com', '"with\\ttab-escape"@example.com'],
  ['"üñí"@example.com', '"üñí"@example.com'],
  ['x@x.xx', 'x@x.xx'],
  ['jane.doe@acme-corp.com', 'jane.doe@acme-corp.com'],
  // Syntactically a mailbox; telling it from an image name is the page scanner's job, not syntax's.
  ['logo@2x.png', 'logo@2x.png'],
];

/** [input, fragment of the reason] */
const INVALID: [string, string][] = [
  ['', 'empty'],
  ['   ', 'empty'],
  ['plainaddress', 'no @ sign'],
  ['Abc.example.com', 'no @ sign'],
  ['@example.com', 'nothing before the @'],
  ['jane@', 'nothing after the @'],
  ['@', 'nothing before the @'],
  ['A@b@c@example.com', 'more than one @'],
  ['jane@acme@com', 'more than one @'],
  ['a(b)c,d:e;f<g>h[i\\j]k@example.com', 'only allowed inside quotes'],
  ['just"not"right@example.com', 'quote in the middle'],
  ['this is"not\\allowed@example.com', 'contains a space'],
  ['this\\ still\\"not\\\\allowed@example.com', 'only allowed inside quotes'],
  ['john..doe@example.com', 'two dots in a row'],
  ['.john@example.com', 'starts with a dot'],
  ['john.@example.com', 'ends with a dot'],
  ['john@example..com', 'two dots in a row in the domain'],
  ['john@.example.com', 'domain starts with a dot'],
  ['john@example.com.', 'domain ends with a dot'],
  ['jane doe@example.com', 'contains a space'],
  ['jane@exa mple.com', 'contains a space'],
  ['jane@example', 'domain has no dot'],
  ['user@localhost', 'domain has no dot'],
  ['foo@bar', 'domain has no dot'],
  ['admin@mailserver1', 'domain has no dot'],
  ['jane@-example.com', 'starts with a hyphen'],
  ['jane@example-.com', 'ends with a hyphen'],
  ['jane@example.com-', 'ends with a hyphen'],
  ['jane@exam_ple.com', 'cannot contain'],
  ['jane@example!.com', 'cannot contain'],
  ['jane@exa(mple).com', 'cannot contain'],
  ['jane@example.com/path', 'cannot contain'],
  ['jane@example,com', 'cannot contain'],
  ['jane@[192.168.2.1]', 'IP-address domains'],
  ['jane@[IPv6:2001:db8::1]', 'IP-address domains'],
  ['jane@192.168.2.1', 'ends in a number'],
  ['jane@example.123', 'ends in a number'],
  [`${l64}a@example.com`, 'the name part is longer than 64 characters'],
  [`${'é'.repeat(33)}@example.com`, 'the name part is longer than 64 characters'],
  ['jane@example.c0m', '".c0m" cannot end a domain'],
  ['z@co.c', '".c" cannot end a domain'],
  ['me@bad.tld-2', 'cannot end a domain'],
  ['me@yy--0.tld', 'third and fourth places'],
  ['me@valid.invalid', 'reserved for local or special use'],
  ['me@printer.local', 'reserved for local or special use'],
  ['"\u0080"@example.com', 'control character'],
  ['jane\u009c@example.com', 'control character'],
  ['jane\ud800@example.com', 'broken character'],
  ['<\u0338me@example.com', 'accent joined to a plain character'],
  ['me.\u037e@example.com', 'contains ";"'],
  [`jane@${label63}b.com`, 'longer than 63 characters'],
  [`a@${longDomain.replace('.com', '.comxy')}`, 'longer than 253'],
  [`${l64}@${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(45)}.com`, 'longer than 254'],
  ['Jane Doe <jane@example.com>', 'display name'],
  ['<jane@example.com>', 'display name'],
  ['"Jane" <jane@example.com>', 'display name'],
  ['jane@exam\u200bple.com', 'invisible character'],
  ['\u200bjane@example.com', 'invisible character'],
  ['jane\u00ad@example.com', 'invisible character'],
  ['jane@example.com\u0000', 'control character'],
  ['ja\u0007ne@example.com', 'control character'],
  ['jane\u202e@example.com', 'text-direction'],
  ['"unclosed@example.com', 'never closed'],
  ['"ab"c@example.com', 'between the closing quote and the @'],
  ['"a"b"@example.com', 'between the closing quote and the @'],
  ['"a\\"b"c"@example.com', 'between the closing quote and the @'],
  ['"bad\\\u0001"@example.com', 'control character'],
  ['"bad\\é"@example.com', 'backslash inside quotes'],
  ['"tab\there"@example.com', 'control character'],
  ['jane@xn--zzzzzzzzzzzz.com', 'not valid punycode'],
  ['jane@xn--99999999999.com', 'not valid punycode'],
  ['jane@xn--a-ecp.ru', 'not valid punycode'],
  ['jane@xn--.com', 'not valid punycode'],
  ['jane@ex☃ample.com', 'cannot contain'],
  ['jane\u3000doe@example.com', 'contains a space'],
  ['jane@exam\u00a0ple.com', 'contains a space'],
  ['(comment)jane@example.com', 'only allowed inside quotes'],
  ['jane(comment)@example.com', 'only allowed inside quotes'],
  ['jane@example.com (Jane)', 'contains a space'],
  ['mailto:jane@example.com', 'only allowed inside quotes'],
  ['jane;doe@example.com', 'only allowed inside quotes'],
  ['jane,doe@example.com', 'only allowed inside quotes'],
  ['jane[0]@example.com', 'only allowed inside quotes'],
  ['jane\\doe@example.com', 'only allowed inside quotes'],
  ['pkg@1.2.3', 'ends in a number'],
  ['git@github.com:org/repo.git', 'cannot contain'],
  ['a@b', 'domain has no dot'],
  ['..@example.com', 'starts with a dot'],
  ['.@example.com', 'starts with a dot'],
];

describe('syntax: valid mailboxes', () => {
  it.each(VALID)('%s', (input, address) => {
    const r = checkSyntax(input);
    expect(r.problem).toBeNull();
    expect(r.valid).toBe(true);
    expect(r.address).toBe(address);
  });
});

describe('syntax: invalid mailboxes, each with its reason', () => {
  it.each(INVALID)('%s', (input, fragment) => {
    const r = checkSyntax(input);
    expect(r.valid).toBe(false);
    expect(r.problem).toEqual(expect.any(String));
    expect(describeProblem(r.problem!)).toContain(fragment);
  });
});

describe('syntax: details', () => {
  it('counts at least 150 vectors', () => {
    expect(VALID.length + INVALID.length).toBeGreaterThanOrEqual(150);
  });

  it('offers the bare address from a display-name form', () => {
    expect(checkSyntax('Jane Doe <Jane@Example.com>').extracted).toBe('Jane@example.com');
    expect(checkSyntax('Jane <not an address>').extracted).toBeNull();
  });

  it('keeps the case of the local part and lowers the domain', () => {
    const r = checkSyntax('MiXeD@MiXeD.CoM');
    expect([r.local, r.domain]).toEqual(['MiXeD', 'mixed.com']);
  });

  it('counts the local-part limit in UTF-8 octets, not characters', () => {
    expect(checkSyntax(`${'é'.repeat(32)}@example.com`).valid).toBe(true);
    expect(checkSyntax(`${'é'.repeat(32)}a@example.com`).valid).toBe(false);
  });
});
