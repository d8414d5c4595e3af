/**
 * Folds text the way the database's applykit_fold() does (lookup migration), for searches that
 * run in memory: no accents, lower case, apostrophes dropped, other punctuation one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[\s!-/:-@[-`{-~]+/g, ' ')
    .trim();
}
