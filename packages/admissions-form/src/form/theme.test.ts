import { contrastRatio, focusRingContrasts, mergeTokens } from '@applykit/ui';
import { describe, expect, it } from 'vitest';
import { builtInPartners } from '../model/partner';

describe('every built-in partner theme', () => {
  it.each(Object.entries(builtInPartners))(
    'regression: %s keeps the focus ring 3:1 from every background it sits on',
    (_name, partner) => {
      const tokens = mergeTokens(partner.theme ?? {});
      for (const [where, ratio] of Object.entries(focusRingContrasts(tokens)))
        expect(ratio, where).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(tokens.focus.inner, tokens.focus.outer)).toBeGreaterThanOrEqual(3);
    },
  );
});
