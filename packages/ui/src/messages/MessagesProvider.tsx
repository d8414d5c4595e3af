import {
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  type ReactNode,
} from 'react';
import { catalogues as kitCatalogues } from './catalogues.generated';
import { createTranslator, SOURCE_LOCALE, type Catalogues, type Translator } from './translator';

interface MessagesLayer {
  locale: string;
  catalogues: readonly Catalogues[];
  overrides: readonly (Catalogues | undefined)[];
  translator: Translator;
}

const kitLayer: MessagesLayer = {
  locale: SOURCE_LOCALE,
  catalogues: [kitCatalogues],
  overrides: [],
  translator: createTranslator({ catalogues: [kitCatalogues] }),
};

const MessagesContext = createContext<MessagesLayer>(kitLayer);

export interface MessagesProviderProps {
  /** The applicant's language; inherited from an outer provider when left out. */
  locale?: string;
  /** Another package's catalogues (the form's, the portal's), layered over the kit's. */
  catalogues?: Catalogues;
  /**
   * A partner's own wording, by locale and message id, compiled like the packages' own
   * catalogues (see the README). It wins over every package's text.
   */
  overrides?: Catalogues;
  children: ReactNode;
}

/**
 * The language and the messages of everything inside. Providers nest: an inner one adds its
 * package's catalogues and keeps the outer locale and overrides unless it sets its own.
 */
export function MessagesProvider({
  locale,
  catalogues,
  overrides,
  children,
}: MessagesProviderProps) {
  const parent = useContext(MessagesContext);
  const layer = useMemo<MessagesLayer>(() => {
    const next = {
      locale: locale ?? parent.locale,
      catalogues: catalogues ? [...parent.catalogues, catalogues] : parent.catalogues,
      overrides: overrides ? [...parent.overrides, overrides] : parent.overrides,
    };
    return { ...next, translator: createTranslator(next) };
  }, [parent, locale, catalogues, overrides]);
  return <MessagesContext.Provider value={layer}>{children}</MessagesContext.Provider>;
}

/** The translator of the nearest `MessagesProvider`; the kit's English without one. */
export function useMessages(): Translator {
  return useContext(MessagesContext).translator;
}

/** Stands for an element inside the formatted text; no message contains it. */
const ELEMENT_MARK = '\u0000';

export interface MessageProps {
  id: string;
  /** Parameters; an element (a link) is placed where its parameter stands in the translation. */
  values?: Readonly<Record<string, ReactNode>>;
}

/** A message whose parameters may be elements, e.g. "Email {email} or call {phone}." with a link. */
export function Message({ id, values = {} }: MessageProps) {
  const { t } = useMessages();
  const elements: ReactNode[] = [];
  const text = t(
    id,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        if (!isValidElement(value)) return [name, value];
        elements.push(value);
        return [name, `${ELEMENT_MARK}${elements.length - 1}${ELEMENT_MARK}`];
      }),
    ),
  );
  return (
    <>
      {text
        .split(ELEMENT_MARK)
        .map((part, index) =>
          index % 2 === 1 ? <Fragment key={index}>{elements[Number(part)]}</Fragment> : part,
        )}
    </>
  );
}
