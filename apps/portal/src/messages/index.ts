export { catalogues as portalCatalogues } from './catalogues.generated';
