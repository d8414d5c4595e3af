export { catalogues as portalCatalogues } from './catalogues.generated';
export type { MessageId as PortalMessageId } from './catalogues.generated';
