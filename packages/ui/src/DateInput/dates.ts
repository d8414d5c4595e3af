/** True for a real calendar date written yyyy-mm-dd (no 2023-02-30). */
export function isValidDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999, and a browser's date
  // field reports the year as it is typed (0002, 0020, 0200, 2003), so those must stay real dates.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A yyyy-mm-dd date as print text in the locale, e.g. "January 5, 2020" or "5 de enero de 2020". */
export function formatDate(value: string, locale = 'en-US'): string {
  if (!isValidDate(value)) return value;
  return new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
