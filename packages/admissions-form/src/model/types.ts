import type { Answers, ConditionRule } from '../conditions/conditions';

/** One choice of a coded field: the stored value and the text shown (and kept in `key_desc`). */
export interface Option {
  value: string;
  label: string;
}

/**
 * A target read from partner settings instead of being written into the model, so that one
 * static model serves every partner (e.g. the terms that ask for a campus).
 */
export interface PartnerTarget {
  partnerSetting: 'campusTerms';
}

export interface ModelConditionRule extends Omit<ConditionRule, 'target'> {
  target?: ConditionRule['target'] | PartnerTarget;
}

/** A condition is one operator rule or a combination of them. */
export type Condition =
  ModelConditionRule | { all: readonly Condition[] } | { any: readonly Condition[] };

/** The option lists a partner's settings hold (terms, campuses, majors). */
export type PartnerOptionList = 'entryTerms' | 'campuses' | 'majors';

/**
 * Where a coded field's options come from, as data so a definition serialises: a fixed list,
 * the years counted from the clock (`from`/`to` are offsets from the current year, newest
 * first), or one of the partner's lists.
 */
export type OptionSource =
  readonly Option[] | { years: { from: number; to: number } } | { partnerList: PartnerOptionList };

/** The widgets the package renders itself. */
export type BuiltInWidgetKind =
  | 'text'
  | 'email'
  | 'phone'
  | 'number'
  | 'date'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'file'
  | 'lookup';

/**
 * A built-in widget, or a partner's own kind (`'signature'`) that a widget registered with
 * `ApplicationForm`'s `widgets` renders; the server validates its answer as text.
 */
export type WidgetKind = BuiltInWidgetKind | (string & {});

/** A field's rules as data; each rule's message defaults to the field label. */
export type Rule =
  | { rule: 'required'; when?: Condition; message?: string }
  | { rule: 'pattern'; pattern: 'phone' | 'email'; when?: Condition; message?: string }
  | { rule: 'minLength'; min: number; when?: Condition; message?: string }
  | { rule: 'range'; min: number; max: number; step?: number; message?: string }
  | { rule: 'mustBeTrue'; message?: string }
  | { rule: 'birthDate' }
  | { rule: 'yearWindow'; yearsBefore: number; yearsAfter: number }
  /** The answer names a term of the partner's calendar that is open on the day of `now`. */
  | { rule: 'openTerm' }
  | PartnerRule;

/**
 * A partner's own rule, with its own message: `matches` (a regular expression's source the
 * answer must match) is declarative; `validator` names a function the partner registers under
 * that name (`ValidateOptions.validators`, `ApplicationForm`'s `validators`), so the browser
 * and the server run the same code. Both check only answered, visible questions, and only
 * while `when` holds.
 */
export type PartnerRule =
  | { rule: 'matches'; pattern: string; flags?: string; when?: Condition; message: string }
  | {
      rule: 'validator';
      validator: string;
      /** Plain data handed to the validator (a minimum, a list of codes). */
      params?: Readonly<Record<string, string | number | boolean | readonly string[]>>;
      when?: Condition;
      message: string;
    };

export type LookupCategory = 'college_ceeb' | 'hs_ceeb' | 'address';

/** Which answers a chosen lookup result fills, by the record's field name. */
export type LookupFill = Partial<
  Record<
    'name' | 'ceeb' | 'address_line_1' | 'city' | 'state' | 'zip' | 'country' | 'county',
    string
  >
>;

export interface FieldDefinition {
  kind: 'field';
  key: string;
  /** May contain `{institution}`, replaced by the partner's short name. */
  label: string;
  widget: WidgetKind;
  hint?: string;
  options?: OptionSource;
  rules?: readonly Rule[];
  showWhen?: Condition;
  /** The HTML autocomplete token, so browsers can fill the applicant's own details. */
  autoComplete?: string;
  lookup?: { category: LookupCategory; fill: LookupFill };
}

export interface SectionNode {
  kind: 'section';
  id: string;
  title?: string;
  intro?: string;
  /** A conditional section: hidden (and its answers cleared) while this does not hold. */
  showWhen?: Condition;
  /** Copies answers from other keys while the condition holds (mailing = permanent address). */
  mirror?: { when: Condition; from: Readonly<Record<string, string>> };
  children: readonly ModelNode[];
}

/** Conditional groups: the first group whose condition holds is shown, the others cleared. */
export interface GroupsNode {
  kind: 'groups';
  id: string;
  groups: readonly { showWhen: Condition; children: readonly ModelNode[] }[];
}

/** A button or checkbox reveals the after-content and hides the before-content. */
export interface TriggerNode {
  kind: 'trigger';
  id: string;
  trigger: { widget: 'button'; label: string } | { widget: 'checkbox'; field: FieldDefinition };
  before: readonly ModelNode[];
  after: readonly ModelNode[];
}

/** A radio question whose chosen answer picks the content shown below it. */
export interface RadioSectionNode {
  kind: 'radioSections';
  id: string;
  field: FieldDefinition;
  cases: Readonly<Record<string, readonly ModelNode[]>>;
}

/** Add another: instances are revealed one at a time; the count is kept by the host per `id`. */
export interface RepeatNode {
  kind: 'repeat';
  id: string;
  addLabel: string;
  /** What one group is, in words, for messages: 'College', 'Parent or Guardian'. */
  itemName: string;
  instances: readonly {
    /** Every key of the instance starts with it (`college_2_`); checked in development. */
    prefix: string;
    title: string;
    /** Shown regardless of the count while this holds (parent 2 when both are to be contacted). */
    revealWhen?: Condition;
    children: readonly ModelNode[];
  }[];
}

/** Tabs: the chosen tab is kept by the host per `id`; switching clears the other tabs' answers. */
export interface TabsNode {
  kind: 'tabs';
  id: string;
  label: string;
  defaultTab: string;
  tabs: readonly { value: string; label: string; children: readonly ModelNode[] }[];
}

/** Guidance text; `{placeholders}` are partner settings (see `formatPartnerText`). */
export interface TextNode {
  kind: 'text';
  id: string;
  text: string;
  showWhen?: Condition;
  link?: { label: string; href: 'financialAid' | 'fafsa' | 'virtualTour' };
}

export type ModelNode =
  | FieldDefinition
  | SectionNode
  | GroupsNode
  | TriggerNode
  | RadioSectionNode
  | RepeatNode
  | TabsNode
  | TextNode;

/** A page's id: 'about', 'education' and 'final-steps' in the transfer application. */
export type PageId = string;

export interface PageDefinition {
  id: PageId;
  /** The page's route: '/about', '/education', '/final-steps' in the transfer application. */
  path: string;
  step: number;
  title: string;
  submittedTitle: string;
  sections: readonly SectionNode[];
}

export type { Answers };
