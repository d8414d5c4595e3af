/**
 * vanilla-extract's `style`, `globalStyle` and `recipe`, with every rule placed in the
 * `applykit` cascade layer. Unlayered CSS beats any layered rule whatever its specificity, so a
 * partner's own stylesheet overrides the kit with a plain class selector and no `!important`.
 * The kit, the form and the portal write all their styles with these.
 */
import {
  globalStyle as unlayeredGlobalStyle,
  style as unlayeredStyle,
  type ComplexStyleRule,
  type GlobalStyleRule,
  type StyleRule,
} from '@vanilla-extract/css';
import { recipe as unlayeredRecipe } from '@vanilla-extract/recipes';

/** The cascade layer that holds every ApplyKit style. */
export const APPLYKIT_LAYER = 'applykit';

type RecipeStyleRule = ComplexStyleRule | string;
type VariantGroups = Record<string, Record<string, RecipeStyleRule>>;

function inLayer<Rule extends StyleRule | GlobalStyleRule>(rule: Rule): Rule {
  return { '@layer': { [APPLYKIT_LAYER]: rule } } as unknown as Rule;
}

/** Class names (composition) stay as they are; rules go into the layer. */
function complexInLayer<Rule extends RecipeStyleRule>(rule: Rule): Rule {
  if (typeof rule === 'string') return rule;
  if (Array.isArray(rule))
    return rule.map((part) => (typeof part === 'string' ? part : complexInLayer(part))) as Rule;
  return inLayer(rule as StyleRule) as Rule;
}

export function style(rule: ComplexStyleRule, debugId?: string): string {
  return unlayeredStyle(complexInLayer(rule), debugId);
}

export function globalStyle(selector: string, rule: GlobalStyleRule): void {
  unlayeredGlobalStyle(selector, inLayer(rule));
}

export function recipe<Variants extends VariantGroups>(
  options: Parameters<typeof unlayeredRecipe<Variants>>[0],
  debugId?: string,
) {
  const variants = options.variants
    ? (Object.fromEntries(
        Object.entries(options.variants).map(([group, values]) => [
          group,
          Object.fromEntries(
            Object.entries(values).map(([value, rule]) => [value, complexInLayer(rule)]),
          ),
        ]),
      ) as Variants)
    : undefined;
  return unlayeredRecipe<Variants>(
    {
      ...options,
      ...(options.base !== undefined && { base: complexInLayer(options.base) }),
      ...(variants && { variants }),
      ...(options.compoundVariants && {
        compoundVariants: options.compoundVariants.map((compound) => ({
          ...compound,
          style: complexInLayer(compound.style),
        })),
      }),
    },
    debugId,
  );
}
