import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { fillIn } from './fillIn';

const filled = (source: string, values: Record<string, unknown>, locale = 'en') =>
  fillIn(compileMessage(source), locale, values);
const day = new Date(Date.UTC(2026, 0, 12, 15, 4, 5));

describe('a compiled message filled in', () => {
  it('puts each parameter in its place and leaves out one that has no value', () => {
    expect(filled('Enter {label} for {name}', { label: 'City', name: 'Ana' })).toBe(
      'Enter City for Ana',
    );
    expect(filled('Missing {x} here', {})).toBe('Missing  here');
    expect(filled("It''s '{literal}'", {})).toBe("It's {literal}");
  });

  it('picks an exact plural case first, then the locale’s plural rule, and writes # as the number', () => {
    const files = '{n, plural, =0 {no files} one {# file} other {# files}}';
    expect(filled(files, { n: 0 })).toBe('no files');
    expect(filled(files, { n: 1 })).toBe('1 file');
    expect(filled(files, { n: 1234 })).toBe('1,234 files');
    expect(filled(files, { n: 1234 }, 'es')).toBe('1234 files');
    expect(filled('{n, plural, offset:1 one {# other} other {# others}}', { n: 3 })).toBe(
      '2 others',
    );
    expect(filled('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe(
      '22nd',
    );
    // `#` belongs to the nearest plural; in a select it is text.
    expect(filled('{n, plural, other {{m, plural, other {# of #}} in #}}', { n: 2, m: 5 })).toBe(
      '5 of 5 in 2',
    );
    expect(filled('{g, select, other {# left}}', { g: 'x' })).toBe('# left');
  });

  it('chooses a select case, else other', () => {
    const said = '{g, select, female {she} male {he} other {they}} said';
    expect(filled(said, { g: 'male' })).toBe('he said');
    expect(filled(said, { g: 'unknown' })).toBe('they said');
  });

  it('formats numbers, days and times for the locale, with ICU’s named styles', () => {
    expect(filled('{n, number}', { n: 1234.5 })).toBe('1,234.5');
    expect(filled('{n, number, percent}', { n: 0.25 })).toBe('25%');
    expect(filled('{d, date}', { d: day })).toBe(
      new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        day,
      ),
    );
    expect(filled('{d, date, full}', { d: day.toISOString() }, 'es')).toBe(
      new Intl.DateTimeFormat('es', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(day),
    );
    expect(filled('{d, time, short}', { d: day })).toBe(
      new Intl.DateTimeFormat('en', { hour: 'numeric', minute: 'numeric' }).format(day),
    );
  });

  it('decodes \\u and \\x escapes as the compiler leaves them', () => {
    expect(fillIn(['Caf\\u00e9 \\x41'], 'en')).toBe('Café A');
  });
});
