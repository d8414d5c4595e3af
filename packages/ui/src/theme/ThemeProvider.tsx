import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { themeProperties } from './checkTheme';
import type { PartnerTokens } from './tokens';

export interface ThemeProviderProps {
  /** The partner's tokens; those left out keep the kit's defaults. */
  theme?: PartnerTokens;
  children?: ReactNode;
}

/**
 * Puts a partner's theme on the page's root element (`<html>`), so everything inherits it:
 * the content inside, and the dialogs, popovers and toasts that render in portals outside it.
 * The properties are the kit's own (`--applykit-*`), so the host page's styles are untouched;
 * on unmount the values the root had before come back.
 */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const properties = useMemo(() => themeProperties(theme ?? {}), [theme]);
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const before = Object.keys(properties).map(
      (name) => [name, root.getPropertyValue(name)] as const,
    );
    for (const [name, value] of Object.entries(properties)) root.setProperty(name, value);
    return () => {
      for (const [name, value] of before)
        if (value) root.setProperty(name, value);
        else root.removeProperty(name);
    };
  }, [properties]);
  return children;
}
