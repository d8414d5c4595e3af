/**
 * The limits the browser and the server both enforce, in one place: the kit's widgets, the form,
 * the portal and the API read them from here.
 */

export const lookupLimits = {
  /** Suggestions per lookup: the default `max_results`, the most one call returns and one list shows. */
  maxResults: 5,
  /** Longer than any school name or street line an applicant would type. */
  textMaxLength: 100,
  /** Address ids carry the address itself (see the server's lookup README). */
  idMaxLength: 600,
} as const;

/** A lookup suggestion: `id` asks for the record behind it; `sub_text` tells look-alikes apart. */
export interface LookupSuggestion {
  text: string;
  id: string;
  sub_text: string;
}

/** Add-another starts at 1 instance; the form reveals at most 10. */
export const addAnotherLimits = { defaultCount: 1, maxCount: 10 } as const;

/**
 * An applicant's session. The server ends it after `idleSeconds` without a request (its
 * default; a server may be configured otherwise and tells the portal in every reply), and
 * `absoluteHours` after the log in however active it is. The portal warns `warningSeconds`
 * before the idle end.
 */
export const sessionLimits = {
  idleSeconds: 900,
  warningSeconds: 60,
  absoluteHours: 12,
} as const;
