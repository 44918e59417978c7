import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../core/export';
import {
  extractEntries,
  inputProblem,
  prepareText,
  splitForService,
  type PreparedList,
} from '../../../core/lists';

const prepared = (text: string) => {
  const r = prepareText(text);
  if ('problem' in r) throw new Error(r.problem);
  return r as PreparedList;
};

describe('plain lists', () => {
  it.each([
    ['newlines', 'a@x.com\nb@y.com\nc@z.com'],
    ['CRLF', 'a@x.com\r\nb@y.com\r\nc@z.com\r\n'],
    ['commas', 'a@x.com, b@y.com,c@z.com'],
    ['semicolons', 'a@x.com; b@y.com;c@z.com'],
    ['spaces and tabs', 'a@x.com b@y.com\tc@z.com'],
    ['mixed, with blank lines', '\n\na@x.com ,\n\n b@y.com;\t\tc@z.com\n\n'],
    ['semicolons on every line', 'a@x.com; b@y.com\nc@z.com'],
  ])('%s', (_name, text) => {
    const r = prepared(text);
    expect(r.format).toBe('list');
    expect(r.toSend).toEqual(['a@x.com', 'b@y.com', 'c@z.com']);
  });

  it('drops a lone header line', () => {
    expect(prepared('Email\na@x.com\nb@y.com').toSend).toEqual(['a@x.com', 'b@y.com']);
  });

  it('keeps two addresses per line when lines hold two', () => {
    expect(prepared('a@x.com;b@y.com\nc@z.com;d@w.com').toSend).toEqual([
      'a@x.com',
      'b@y.com',
      'c@z.com',
      'd@w.com',
    ]);
  });
});

describe('CSV', () => {
  it('finds the address column by its header', () => {
    const r = prepared(
      'First name,Last name,Email,Company\nJane,Doe,jane@acme.com,Acme\nJohn,Smith,john@acme.com,Acme\n',
    );
    expect(r).toMatchObject({ format: 'csv', column: 'Email', toSend: ['jane@acme.com', 'john@acme.com'] });
  });

  it('handles quotes with commas and newlines inside, BOM and CRLF', () => {
    const text =
      '\ufeff"Name","E-mail"\r\n"Doe, Jane","jane@acme.com"\r\n"Smith\r\nJohn","john@acme.com"\r\n';
    expect(prepared(text)).toMatchObject({ column: 'E-mail', toSend: ['jane@acme.com', 'john@acme.com'] });
  });

  it('reads semicolon- and tab-delimited files', () => {
    expect(prepared('Name;Mail;City\nJane;jane@acme.com;Paris\nJohn;john@acme.com;Lyon').toSend).toEqual([
      'jane@acme.com',
      'john@acme.com',
    ]);
    expect(prepared('Name\tAddress\nJane\tjane@acme.com\nJohn\tjohn@acme.com').toSend).toEqual([
      'jane@acme.com',
      'john@acme.com',
    ]);
  });

  it('finds the column with the most addresses when the header says nothing', () => {
    expect(prepared('a,b,c\n1,jane@acme.com,x\n2,john@acme.com,y\n3,,z')).toMatchObject({
      column: 'b',
      toSend: ['jane@acme.com', 'john@acme.com'],
    });
  });

  it('reads headerless tabular rows with one address each', () => {
    expect(prepared('Jane,Doe,jane@acme.com\nJohn,Smith,john@acme.com')).toMatchObject({
      format: 'csv',
      column: 'column 3',
    });
  });

  it('tells which entries could not be used, in order: one line is one entry', () => {
    const r = prepared('email\njane@acme.com\nnot an address\n\nJANE@ACME.COM\njohn..x@acme.com');
    expect(r.rows.map((x) => [x.input, x.status])).toEqual([
      ['jane@acme.com', 'send'],
      ['not an address', 'invalid'],
      ['JANE@ACME.COM', 'duplicate'],
      ['john..x@acme.com', 'invalid'],
    ]);
    expect([r.duplicates, r.invalid]).toEqual([1, 2]);
    expect(r.rows[3]!.reason).toBe('two dots in a row in the name part');
  });
});

describe('duplicates, unicode and invisible characters', () => {
  it('compares ignoring case and spaces, with IDN domains in ASCII', () => {
    const r = prepared('Jane@Acme.com\njane@acme.com\n jane@ACME.COM \nx@münchen.de\nx@xn--mnchen-3ya.de');
    expect(r.toSend).toEqual(['Jane@acme.com', 'x@xn--mnchen-3ya.de']);
    expect(r.duplicates).toBe(3);
  });

  it('removes zero-width spaces, BOMs and soft hyphens, and counts them', () => {
    const r = prepared('\u200bjane@acme.com\njo\u00adhn@acme.com\nmary@ac\u200dme.com\ufeff');
    expect(r.toSend).toEqual(['jane@acme.com', 'john@acme.com', 'mary@acme.com']);
    expect(r.cleaned).toBe(3);
  });

  it('keeps unicode local parts and right-to-left text as entries with reasons', () => {
    const r = prepared('josé@acme.com\nمرحبا@مثال.مصر\n\u202ejane@acme.com');
    expect(r.rows.map((x) => x.status)).toEqual(['send', 'send', 'invalid']);
    expect(r.rows[2]!.reason).toContain('text-direction');
  });
});

describe('input that cannot be read', () => {
  it.each([
    ['', 'Paste addresses'],
    ['   \n\t ', 'Paste addresses'],
    ['\u200b\u200b', 'Paste addresses'],
    ['PK\u0003\u0004\u0000\u0000binary', 'binary file'],
    ['x'.repeat(10 * 1024 * 1024 + 1), 'at most 10 MB'],
  ])('%j', (text, message) => {
    expect(inputProblem(text)).toContain(message);
  });

  it('cleans a few stray control characters and direction marks from text, and counts them', () => {
    const r = prepared('\u0000nul@acme.com\n\u200fjane@acme.com\u200f\nok@acme.com\u0007');
    expect(r.toSend).toEqual(['nul@acme.com', 'jane@acme.com', 'ok@acme.com']);
    expect(r.cleaned).toBe(3);
  });

  it('reports a text with no entries', () => {
    expect(prepareText(',,;;,')).toEqual({ problem: 'No addresses were found in this text.' });
  });
});

describe('splitting and export', () => {
  it('splits into batches of at most 100,000', () => {
    const parts = splitForService(Array.from({ length: 250_001 }, (_, i) => `a${i}@x.com`));
    expect(parts.map((p) => p.length)).toEqual([100_000, 100_000, 50_001]);
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a,b', '"a,b"'],
    ['plain@acme.com', 'plain@acme.com'],
  ])('neutralizes and quotes %j', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('writes a header and one line per row', () => {
    const csv = toCsv([
      {
        input: 'a@x.com',
        address: 'a@x.com',
        verdict: 'valid',
        reason: '',
        role: false,
        disposable: false,
        catchAll: false,
        suggestion: null,
      },
    ]);
    expect(csv).toBe(
      'input,name,address,verdict,reason,role,disposable,catchAll,suggestion\r\na@x.com,,a@x.com,valid,,false,false,false,\r\n',
    );
  });

  it('extracts entries without changing their order', () => {
    expect(extractEntries('c@z.com\na@x.com\nb@y.com').entries).toEqual(['c@z.com', 'a@x.com', 'b@y.com']);
  });
});

describe('pasted from an email client', () => {
  const names = [
    ['Jane Doe', 'jane.doe@acme.com'],
    ['Doe, John', 'john.doe@acme.com'],
    ["Mary O'Neil", 'mary.oneil@globex.com'],
  ] as const;

  it('30 lines of display-name addresses are 30 entries, with their names', () => {
    const lines = Array.from({ length: 30 }, (_, i) => {
      const [name, address] = names[i % 3]!;
      const a = address.replace('@', `${i}@`);
      return i % 3 === 1 ? `"${name}" <${a}>` : `${name} <${a}>`;
    });
    const r = prepared(lines.join('\n'));
    expect(r.rows).toHaveLength(30);
    expect(r.toSend).toHaveLength(30);
    expect(r.rows.map((x) => x.name).slice(0, 3)).toEqual(['Jane Doe', 'Doe, John', "Mary O'Neil"]);
    expect(r.rows[1]!.address).toBe('john.doe1@acme.com');
  });

  it('a ;-separated line from the To field is one entry per address, commas in quotes kept', () => {
    const r = prepared('Jane Doe <jane.doe@acme.com>; "Smith, John" <john@x.com>, bob@y.com');
    expect(r.rows.map((x) => [x.name, x.address])).toEqual([
      ['Jane Doe', 'jane.doe@acme.com'],
      ['Smith, John', 'john@x.com'],
      [null, 'bob@y.com'],
    ]);
  });

  it('cleans what copying leaves, keeping what was pasted as the input', () => {
    const r = prepared('mailto:jane@acme.com?subject=Hi\n<john@acme.com>,\njoe@acme.com.\n(ann@acme.com)');
    expect(r.rows.map((x) => [x.input, x.address, x.status])).toEqual([
      ['mailto:jane@acme.com?subject=Hi', 'jane@acme.com', 'send'],
      ['<john@acme.com>,', 'john@acme.com', 'send'],
      ['joe@acme.com.', 'joe@acme.com', 'send'],
      ['(ann@acme.com)', 'ann@acme.com', 'send'],
    ]);
  });

  it('several plain addresses on a line are still several entries', () => {
    expect(prepared('a@x.com b@x.com\nc@x.com,d@x.com').toSend).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
      'd@x.com',
    ]);
  });
});
