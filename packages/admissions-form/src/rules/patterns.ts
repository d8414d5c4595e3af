/** "(NXX) NXX-XXXX": area code and exchange start with 2 to 9. */
export const PHONE_PATTERN = /^\([2-9]\d{2}\) [2-9]\d{2}-\d{4}$/;

/** A simple e-mail pattern, the one usernames are checked with. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Parses a stored date 'YYYY-MM-DD'; anything else, or an impossible day, is undefined. */
export function parseIsoDate(
  value: string,
): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return undefined;
  }
  return { year, month, day };
}

/** Whole years from a birth date to `now` (UTC calendar dates). */
export function ageOn(birth: { year: number; month: number; day: number }, now: Date): number {
  const year = now.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() + 1 < birth.month ||
    (now.getUTCMonth() + 1 === birth.month && now.getUTCDate() < birth.day);
  return year - birth.year - (beforeBirthday ? 1 : 0);
}
