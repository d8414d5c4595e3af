import { describe, expect, it } from 'vitest';
import { entryTermStatus, openEntryTerms, termAsksForCampus } from './entryTerms';
import { defaultPartner, examplePartner } from './builtInPartners';

const calendar = defaultPartner.termCalendar;
const offeredOn = (iso: string, on = calendar) =>
  openEntryTerms(on, new Date(iso)).map((term) => `${term.value} ${term.label}`);

describe('entry terms from the calendar', () => {
  it('offers the terms open today, with the value and label of the option list', () => {
    expect(openEntryTerms(calendar, new Date('2026-11-25T12:00:00Z'))).toEqual([
      { value: 'SP27', label: 'Spring 2027', asksForCampus: true, closes: '2027-01-06' },
      { value: 'SU27', label: 'Summer 2027', asksForCampus: false, closes: '2027-05-18' },
      { value: 'FA27', label: 'Fall 2027', asksForCampus: true, closes: '2027-08-11' },
      { value: 'SP28', label: 'Spring 2028', asksForCampus: true, closes: '2028-01-06' },
    ]);
  });

  it('keeps a term through its closing day and drops it the next day, in the office’s zone', () => {
    // January 6, 2027 ends at 05:00 UTC in New York.
    expect(offeredOn('2027-01-07T04:59:59Z')[0]).toBe('SP27 Spring 2027');
    expect(offeredOn('2027-01-07T05:00:00Z')[0]).toBe('SU27 Summer 2027');
  });

  it('opens a term fifteen months before it starts', () => {
    expect(offeredOn('2027-05-24T12:00:00Z')).not.toContain('FA28 Fall 2028');
    expect(offeredOn('2027-05-25T12:00:00Z')).toContain('FA28 Fall 2028');
  });

  it('turns the year with the office, not with the server’s UTC clock', () => {
    const newYearsEve = offeredOn('2026-12-31T12:00:00Z');
    // 03:00 UTC on January 1 is still December 31 in New York.
    expect(offeredOn('2027-01-01T03:00:00Z')).toEqual(newYearsEve);
    expect(newYearsEve).toEqual([
      'SP27 Spring 2027',
      'SU27 Summer 2027',
      'FA27 Fall 2027',
      'SP28 Spring 2028',
    ]);
  });

  it('offers a Summer term, which asks for no campus, on every day of the year', () => {
    for (let day = 0; day < 366; day += 1) {
      const now = new Date(Date.UTC(2027, 0, 1 + day, 12));
      expect(openEntryTerms(calendar, now).some((term) => !term.asksForCampus)).toBe(true);
    }
  });

  it('follows each partner’s own pattern', () => {
    expect(offeredOn('2026-11-25T12:00:00Z', examplePartner.termCalendar)).toEqual([
      'SP27 Spring 2027',
      'FA27 Fall 2027',
      'SP28 Spring 2028',
    ]);
  });

  it('reads a stored code whether it is open, closed or not open yet', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(entryTermStatus(calendar, 'SU27', now).status).toBe('open');
    expect(entryTermStatus(calendar, 'SP25', now)).toMatchObject({
      status: 'closed',
      term: { label: 'Spring 2025', closes: '2025-01-06' },
    });
    expect(entryTermStatus(calendar, 'FA28', now)).toMatchObject({
      status: 'notYetOpen',
      opens: '2027-05-25',
    });
    expect(entryTermStatus(calendar, 'WI27', now).status).toBe('unknown');
    expect(entryTermStatus(calendar, 'sp27', now).status).toBe('unknown');
  });

  it('reads a code across the turn of a century as the term nearest the day', () => {
    const lateIn2099 = new Date('2099-11-25T12:00:00Z');
    expect(openEntryTerms(calendar, lateIn2099).map((term) => term.value)).toContain('SP00');
    expect(entryTermStatus(calendar, 'SP00', lateIn2099)).toMatchObject({
      status: 'open',
      term: { label: 'Spring 2100', closes: '2100-01-06' },
    });
    expect(entryTermStatus(calendar, 'FA99', lateIn2099)).toMatchObject({
      status: 'closed',
      term: { label: 'Fall 2099' },
    });
    expect(entryTermStatus(calendar, 'SP99', new Date('2101-02-01T12:00:00Z'))).toMatchObject({
      status: 'closed',
      term: { label: 'Spring 2099' },
    });
  });

  it('asks for a campus in Spring and Fall, open or long closed, and never in Summer', () => {
    expect(['SP25', 'FA25', 'SP27', 'FA31'].map((c) => termAsksForCampus(calendar, c))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['SU25', 'SU27', 'WI27', ''].map((c) => termAsksForCampus(calendar, c))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(termAsksForCampus(examplePartner.termCalendar, 'SP27')).toBe(false);
  });
});
