import { useEffect, useMemo } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { Answers } from '../conditions/conditions';
import type { Condition, ModelNode } from '../model/types';
import { answerKeysOf, conditionKeys, holds } from '../model/walk';
import { useFormEnvironment } from './context';

/** Watches only the keys a condition reads, so a section re-renders when they change and never otherwise. */
export function useCondition(condition: Condition | undefined): boolean {
  const environment = useFormEnvironment();
  const keys = useMemo(
    () => (condition ? [...new Set(conditionKeys(condition))] : []),
    [condition],
  );
  const values = useWatch<Answers>({ name: keys, disabled: keys.length === 0 });
  if (!condition) return true;
  const answers: Answers = Object.fromEntries(keys.map((key, i) => [key, values[i] ?? '']));
  return holds(condition, answers, environment);
}

/** Watches several conditions at once and returns which hold (for conditional groups). */
export function useConditions(conditions: readonly Condition[]): boolean[] {
  const environment = useFormEnvironment();
  const keys = useMemo(() => [...new Set(conditions.flatMap(conditionKeys))], [conditions]);
  const values = useWatch<Answers>({ name: keys, disabled: keys.length === 0 });
  const answers: Answers = Object.fromEntries(keys.map((key, i) => [key, values[i] ?? '']));
  return conditions.map((condition) => holds(condition, answers, environment));
}

/** Application-form §4: answers that depend on hidden content are cleared when it hides. */
export function useClearWhenHidden(
  nodes: readonly ModelNode[],
  visible: boolean,
  keep: readonly string[] = [],
) {
  const { getValues, setValue } = useFormContext<Answers>();
  const keys = useMemo(
    () => answerKeysOf(nodes).filter((key) => !keep.includes(key)),
    [nodes, keep],
  );
  useEffect(() => {
    if (visible) return;
    for (const key of keys) {
      if ((getValues(key) ?? '') !== '') setValue(key, '', { shouldDirty: true });
    }
  }, [visible, keys, getValues, setValue]);
}

/** The messages of one field, read from react-hook-form's errors by name only. */
export function useFieldErrors(key: string): string[] | undefined {
  const { errors } = useFormState<Answers>({ name: key, exact: true });
  const error = errors[key];
  if (!error) return undefined;
  const types = Object.values(error.types ?? {})
    .flat()
    .filter((m): m is string => typeof m === 'string');
  if (types.length > 0) return types;
  return typeof error.message === 'string' ? [error.message] : undefined;
}
