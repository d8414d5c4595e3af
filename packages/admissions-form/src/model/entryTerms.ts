import type { Option } from './types';

/** One term of the partner's academic year, repeated every year. */
export interface TermOfYear {
  /** The code's letters: a term's value is the code and the year's last two digits (`SP27`). */
  code: string;
  /** The name shown before the year: `Spring` → "Spring 2027". */
  name: string;
  /** When classes start, as month (1–12) and day of month. */
  startMonth: number;
  startDay: number;
  /** Whether an applicant for this term chooses a campus. */
  asksForCampus: boolean;
}

/**
 * How a partner's entry terms follow from the date. A term is offered from `opensMonthsAhead`
 * months before it starts until its closing day, `closesDaysBeforeStart` days before it starts,
 * both counted in the partner's `timeZone`.
 */
export interface TermCalendar {
  /** The terms of one year in the order they start. */
  terms: readonly TermOfYear[];
  opensMonthsAhead: number;
  closesDaysBeforeStart: number;
  /** The IANA time zone whose calendar days the opening and closing days are. */
  timeZone: string;
}

/** A term offered for application on a given day. */
export interface EntryTerm extends Option {
  asksForCampus: boolean;
  /** The last day (ISO date, in the calendar's time zone) applications for it are accepted. */
  closes: string;
}

/** Where a term code stands on a given day. */
export type TermStatus =
  | { status: 'open'; term: EntryTerm }
  | { status: 'closed'; term: EntryTerm }
  | { status: 'notYetOpen'; term: EntryTerm; opens: string }
  | { status: 'unknown' };

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const CODE_PATTERN = /^([A-Z]+)(\d{2})$/;

/** The day `now` is in the time zone (the server's clock is UTC, the office's is not). */
function dayIn(now: Date, timeZone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Date arithmetic on calendar days, done in UTC where no day is skipped or doubled. */
function shiftDay(day: CalendarDay, months: number, days: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1 + months, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const dayNumber = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day);

const isoDay = (day: CalendarDay) =>
  `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

interface DatedTerm {
  term: EntryTerm;
  opens: CalendarDay;
  closes: CalendarDay;
}

function datedTerm(calendar: TermCalendar, season: TermOfYear, year: number): DatedTerm {
  const start = { year, month: season.startMonth, day: season.startDay };
  const closes = shiftDay(start, 0, -calendar.closesDaysBeforeStart);
  return {
    term: {
      value: `${season.code}${String(year % 100).padStart(2, '0')}`,
      label: `${season.name} ${year}`,
      asksForCampus: season.asksForCampus,
      closes: isoDay(closes),
    },
    opens: shiftDay(start, -calendar.opensMonthsAhead, 0),
    closes,
  };
}

/** The terms offered on the day `now` falls on, earliest first. */
export function openEntryTerms(calendar: TermCalendar, now: Date): EntryTerm[] {
  const today = dayIn(now, calendar.timeZone);
  const lastYear = today.year + Math.ceil(calendar.opensMonthsAhead / 12) + 1;
  const offered: EntryTerm[] = [];
  for (let year = today.year - 1; year <= lastYear; year += 1) {
    for (const season of calendar.terms) {
      const dated = datedTerm(calendar, season, year);
      const { opens, closes } = dated;
      if (dayNumber(opens) <= dayNumber(today) && dayNumber(today) <= dayNumber(closes))
        offered.push(dated.term);
    }
  }
  return offered;
}

/**
 * The year a code's two digits name: the one nearest `year`, so codes keep their meaning across
 * a century's turn (in 2099, `FA00` is Fall 2100 and `SP99` is Spring 2099).
 */
function nearestYear(twoDigits: number, year: number): number {
  const candidate = year - (year % 100) + twoDigits;
  if (candidate - year > 50) return candidate - 100;
  if (year - candidate >= 50) return candidate + 100;
  return candidate;
}

/** The term a stored code names (the nearest year with its digits), with where it stands on `now`'s day. */
export function entryTermStatus(calendar: TermCalendar, code: string, now: Date): TermStatus {
  const match = CODE_PATTERN.exec(code);
  const season = match && calendar.terms.find((t) => t.code === match[1]);
  if (!match || !season) return { status: 'unknown' };
  const day = dayIn(now, calendar.timeZone);
  const dated = datedTerm(calendar, season, nearestYear(Number(match[2]), day.year));
  const today = dayNumber(day);
  if (today > dayNumber(dated.closes)) return { status: 'closed', term: dated.term };
  if (today < dayNumber(dated.opens))
    return { status: 'notYetOpen', term: dated.term, opens: isoDay(dated.opens) };
  return { status: 'open', term: dated.term };
}

/** Whether the term a stored code names asks for a campus, whether or not it is still open. */
export function termAsksForCampus(calendar: TermCalendar, code: string): boolean {
  const match = CODE_PATTERN.exec(code);
  return calendar.terms.some((t) => t.code === match?.[1] && t.asksForCampus);
}
