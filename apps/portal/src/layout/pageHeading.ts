/** The id of the main landmark on every applicant page (the form's and the account cards'). */
export const mainId = 'main';

/** The page's heading in the main landmark, or the landmark itself when it has none. */
export function pageHeading(): HTMLElement | null {
  const main = document.getElementById(mainId);
  return main?.querySelector<HTMLElement>('h1') ?? main;
}

/**
 * Focuses `target` (the page's heading), focusable only until focus leaves it: a heading in
 * the Tab order would be one more stop on every pass through the page.
 */
export function focusPageHeading(target: HTMLElement): void {
  target.setAttribute('tabindex', '-1');
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  target.focus();
}
