import { useMessages } from '@applykit/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { Answers } from '../conditions/conditions';
import type { Condition, FieldDefinition, ModelNode } from '../model/types';
import { indexDefinition } from '../model/dataModel';
import { formatPartnerText } from '../model/partner';
import { answerKeysOf, conditionKeys, documentKeysOf, holds } from '../model/walk';
import { useFormEnvironment, useLatestHostState } from './context';

/**
 * Watches only the keys a condition reads, so a section re-renders when they change and never
 * otherwise. `exact`: React Hook Form otherwise matches names by prefix, and typing in
 * `emergency_relation_other` would re-render whatever watches `emergency_relation`.
 */
export function useCondition(condition: Condition | undefined): boolean {
  const environment = useFormEnvironment();
  const keys = useMemo(
    () => (condition ? [...new Set(conditionKeys(condition))] : []),
    [condition],
  );
  const values = useWatch<Answers>({ name: keys, exact: true, disabled: keys.length === 0 });
  if (!condition) return true;
  const answers: Answers = Object.fromEntries(keys.map((key, i) => [key, values[i] ?? '']));
  return holds(condition, answers, environment);
}

/** Watches several conditions at once and returns which hold (for conditional groups). */
export function useConditions(conditions: readonly Condition[]): boolean[] {
  const environment = useFormEnvironment();
  const keys = useMemo(() => [...new Set(conditions.flatMap(conditionKeys))], [conditions]);
  const values = useWatch<Answers>({ name: keys, exact: true, disabled: keys.length === 0 });
  const answers: Answers = Object.fromEntries(keys.map((key, i) => [key, values[i] ?? '']));
  return conditions.map((condition) => holds(condition, answers, environment));
}

const KEEP_NOTHING: readonly string[] = [];

/**
 * Answers that depend on hidden content are cleared when it hides, and
 * documents uploaded under it are deleted with them (and their conversions), so a hidden
 * branch leaves nothing behind on the server either.
 */
export function useClearWhenHidden(
  nodes: readonly ModelNode[],
  visible: boolean,
  keep: readonly string[] = KEEP_NOTHING,
) {
  const { getValues, setValue } = useFormContext<Answers>();
  const { host, client, partner, definition } = useFormEnvironment();
  const { t } = useMessages();
  const latest = useLatestHostState();
  const deleting = useRef(new Set<string>());
  const keys = useMemo(
    () => answerKeysOf(nodes).filter((key) => !keep.includes(key)),
    [nodes, keep],
  );
  const documentKeys = useMemo(
    () => documentKeysOf(nodes).filter((key) => !keep.includes(key)),
    [nodes, keep],
  );
  useEffect(() => {
    if (visible) return;
    for (const key of keys) {
      if ((getValues(key) ?? '') !== '') setValue(key, '', { shouldDirty: true });
    }
    if (!client.is_logged_in) return;
    const state = latest.current;
    const stale = documentKeys.filter(
      (key) => (state.documents[key] || state.conversions[key]) && !deleting.current.has(key),
    );
    if (stale.length === 0) return;
    for (const key of stale) deleting.current.add(key);
    void (async () => {
      for (const key of stale) {
        try {
          if (latest.current.documents[key]) await host.deleteDocument(key);
          await host.deleteConversion(key).catch(() => undefined);
          latest.current.setConversion(key, undefined);
        } catch {
          const label = indexDefinition(definition).field(key)?.label ?? key;
          host.notifyError(
            t('form.toast.hiddenDocumentError', { label: formatPartnerText(label, partner) }),
          );
        }
      }
      await latest.current.refreshDocuments().catch(() => undefined);
      for (const key of stale) deleting.current.delete(key);
    })();
  }, [
    visible,
    keys,
    documentKeys,
    getValues,
    setValue,
    host,
    client,
    partner,
    definition,
    latest,
    t,
  ]);
}

/** The messages of one field, read from react-hook-form's errors by name only. */
function useFieldErrors(key: string): string[] | undefined {
  const { errors } = useFormState<Answers>({ name: key, exact: true });
  const error = errors[key];
  if (!error) return undefined;
  const types = Object.values(error.types ?? {})
    .flat()
    .filter((m): m is string => typeof m === 'string');
  if (types.length > 0) return types;
  return typeof error.message === 'string' ? [error.message] : undefined;
}

/** Label, hint, errors and the required marker, shared by every widget. */
export function useCommonProps(field: FieldDefinition) {
  const { partner, onFieldRender } = useFormEnvironment();
  onFieldRender?.(field.key);
  const errors = useFieldErrors(field.key);
  const rules = field.rules ?? [];
  // A conditional requirement shows its marker only while its condition holds (WCAG 3.3.2).
  const requiredWhen = rules.find((rule) => rule.rule === 'required' && rule.when !== undefined);
  const conditionHolds = useCondition(
    requiredWhen?.rule === 'required' ? requiredWhen.when : undefined,
  );
  const required =
    rules.some(
      (rule) =>
        (rule.rule === 'required' && !rule.when) ||
        rule.rule === 'mustBeTrue' ||
        rule.rule === 'birthDate',
    ) ||
    (requiredWhen !== undefined && conditionHolds);
  return {
    id: field.key,
    label: formatPartnerText(field.label, partner),
    hint: field.hint,
    errors,
    required,
  };
}
