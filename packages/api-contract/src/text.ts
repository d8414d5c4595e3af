/**
 * Which characters text may hold. Unicode's control characters (C0 U+0000–U+001F, DEL U+007F,
 * C1 U+0080–U+009F) are never part of a name, an address or an identifier, and PostgreSQL
 * cannot store U+0000 at all. A UTF-16 surrogate without its partner is not a character: it
 * cannot be encoded as UTF-8, so storing it would silently turn it into U+FFFD. Free text an
 * applicant types into a text area (answers) keeps tab and line breaks (LF, CR). (`\p{Cc}` is
 * exactly those controls; with the `u` flag `\p{Cs}` matches only a surrogate left alone.)
 */
const notInLineText = /[\p{Cc}\p{Cs}]/u;
// The same set less tab, LF and CR, spelled as two classes: a class is one step per character,
// where a lookahead in front of each took about three times as long over a 20 KB answer set.
const notInFreeText = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/** Text of one line (names, e-mail addresses, keys, file names): no control character at all. */
export function isLineText(text: string): boolean {
  return !notInLineText.test(text);
}

/** Free text (answers, messages): tab, LF and CR allowed, no other control character. */
export function isFreeText(text: string): boolean {
  return !notInFreeText.test(text);
}
