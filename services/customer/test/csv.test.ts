import { describe, expect, it } from 'vitest';
import { csvLine } from '@studio/contracts/csv';

describe('CSV lines of the exports', () => {
  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(csvLine(['Tan, Mei "Ling"', 'two\nlines', 3])).toBe(
      '"Tan, Mei ""Ling""","two\nlines",3\r\n',
    );
  });

  it('keeps spreadsheet formulas from running, but not negative numbers', () => {
    expect(csvLine(['=HYPERLINK("x")', '+6591234567', '-1', '@a', '\tb', -1])).toBe(
      `"'=HYPERLINK(""x"")",'+6591234567,'-1,'@a,'\tb,-1\r\n`,
    );
  });
});
