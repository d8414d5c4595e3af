/** One choice of a select, radio group or checkbox group: the stored value and its display text. */
export interface Option {
  value: string;
  label: string;
  hint?: string;
}

export function labelOf(options: readonly Option[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? '';
}
