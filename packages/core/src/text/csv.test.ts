import { describe, expect, it } from 'vitest';
import { csvCell, toSpreadsheetCsv } from './csv.ts';

describe('csvCell', () => {
  it('quotes what needs it', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe('toSpreadsheetCsv', () => {
  it('writes a header and rows with CRLF, and defuses formulas', () => {
    expect(
      toSpreadsheetCsv(
        ['name', 'note'],
        [
          ['=HYPERLINK("x")', '-1'],
          ['Jo', '@SUM(A1)'],
        ],
      ),
    ).toBe('name,note\r\n"\'=HYPERLINK(""x"")",\'-1\r\nJo,\'@SUM(A1)\r\n');
  });
});
