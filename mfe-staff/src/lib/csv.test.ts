import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Note'],
        [
          ['Tan, Mei "Ling"', 'two\nlines'],
          ['Bob', 3],
        ],
      ),
    ).toBe('Name,Note\r\n"Tan, Mei ""Ling""","two\nlines"\r\nBob,3\r\n');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(toCsv(['Name'], [['=HYPERLINK("x")'], ['+6591234567']])).toBe(
      `Name\r\n"'=HYPERLINK(""x"")"\r\n'+6591234567\r\n`,
    );
  });
});
