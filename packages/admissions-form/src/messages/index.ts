import { createTranslator, kitCatalogues } from '@applykit/ui/messages';
import { catalogues } from './catalogues.generated';

/** The form's own messages by locale (banners, headings, buttons, dialogs, rule messages). */
export const formCatalogues = catalogues;
export type { MessageId as FormMessageId } from './catalogues.generated';

/** The form's and the kit's English: the rules word their messages with it. */
export const english = createTranslator({ catalogues: [kitCatalogues, catalogues] });
