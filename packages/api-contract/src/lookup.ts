import { z } from 'zod';
import { lookupLimits, type LookupSuggestion } from './policies/limits';
import { controlCharacterCheck } from './schemas';
import { isLineText } from './text';

/** The autocomplete categories GET /lookup/find answers for. */
export const lookupCategories = ['college_ceeb', 'hs_ceeb', 'address'] as const;
export type LookupCategory = (typeof lookupCategories)[number];

/**
 * The id formats: a school is its College Board CEEB code (4 digits for colleges, 6 for high
 * schools); an address is `zip:` and a US ZIP code, or `geo:` and an encoded geocoder result.
 */
export const lookupIdPatterns: Record<LookupCategory, RegExp> = {
  college_ceeb: /^\d{4}$/,
  hs_ceeb: /^\d{6}$/,
  address: /^(zip:\d{5}|geo:[A-Za-z0-9_-]+)$/,
};

const rawLookupQuery = z
  .object({
    category: z.enum(lookupCategories, {
      error: `category must be one of ${lookupCategories.join(', ')}.`,
    }),
    text: z
      .string({ error: 'text must be a single value.' })
      .refine(isLineText, controlCharacterCheck)
      .max(lookupLimits.textMaxLength, {
        error: `text must be at most ${lookupLimits.textMaxLength} characters.`,
      })
      .optional(),
    id: z
      .string({ error: 'id must be a single value.' })
      .refine(isLineText, controlCharacterCheck)
      .max(lookupLimits.idMaxLength, { error: 'id is not a lookup id.' })
      .optional(),
    max_results: z.coerce
      .number({ error: `max_results must be a whole number from 1 to ${lookupLimits.maxResults}.` })
      .int({ error: `max_results must be a whole number from 1 to ${lookupLimits.maxResults}.` })
      .min(1, { error: `max_results must be a whole number from 1 to ${lookupLimits.maxResults}.` })
      .max(lookupLimits.maxResults, {
        error: `max_results must be a whole number from 1 to ${lookupLimits.maxResults}.`,
      })
      .optional(),
  })
  .superRefine((query, context) => {
    if ((query.text === undefined) === (query.id === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['text'],
        message: 'Send either text (suggestions) or id (details), not both.',
      });
    }
    if (query.id !== undefined && !lookupIdPatterns[query.category].test(query.id)) {
      context.addIssue({
        code: 'custom',
        path: ['id'],
        message: `id is not a ${query.category} lookup id.`,
      });
    }
  });

/**
 * The query string of GET /lookup/find, parsed into what is asked: suggestions for `text`, or
 * the record behind `id`.
 */
export const lookupQuerySchema = rawLookupQuery.transform((query): LookupQuery =>
  query.id !== undefined
    ? { kind: 'detail', category: query.category, id: query.id }
    : {
        kind: 'suggestions',
        category: query.category,
        text: query.text ?? '',
        maxResults: query.max_results ?? lookupLimits.maxResults,
      },
);

export type LookupQuery =
  | { kind: 'suggestions'; category: LookupCategory; text: string; maxResults: number }
  | { kind: 'detail'; category: LookupCategory; id: string };

/** One suggestion. `id` asks for the record; `sub_text` tells look-alikes apart. */
export const lookupSuggestionSchema = z.object({
  text: z.string(),
  id: z.string(),
  sub_text: z.string(),
}) satisfies z.ZodType<LookupSuggestion>;

export const lookupSuggestionsReplySchema = z.array(lookupSuggestionSchema);

/** A college or high school: fills the school's name, ceeb and address answers. Unknown is ''. */
export const schoolRecordSchema = z.object({
  name: z.string(),
  ceeb: z.string(),
  address_line_1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** ISO 3166-1 alpha-3, as the form's country answers ('USA', 'CAN'). */
  country: z.string(),
});
export type SchoolRecord = z.infer<typeof schoolRecordSchema>;

/** An address: fills address_line_1, city, state, county, zip and country. Unknown is ''. */
export const addressRecordSchema = z.object({
  address_line_1: z.string(),
  city: z.string(),
  state: z.string(),
  county: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type AddressRecord = z.infer<typeof addressRecordSchema>;

export type LookupRecord = SchoolRecord | AddressRecord;

/** GET /lookup/find: suggestions for `text`, or the school or address behind an `id`. */
export const lookupReplySchema = z.union([
  lookupSuggestionsReplySchema,
  schoolRecordSchema,
  addressRecordSchema,
]);
