import { describe, expect, it } from 'vitest';
import { csvField, neutralisedCell } from './export';

describe('CSV cells', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutralisedCell(formula)).toBe(`'${formula}`);
    }
    expect(neutralisedCell('Ana')).toBe('Ana');
    expect(neutralisedCell('a=b')).toBe('a=b');
  });

  it('quotes commas, quotes and line breaks after neutralising', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('Smith, Ana')).toBe('"Smith, Ana"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('plain')).toBe('plain');
  });
});
