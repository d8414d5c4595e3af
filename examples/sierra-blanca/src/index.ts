// Sierra Blanca's form module: what APPLYKIT_FORM names for the portal build and the API server.
export { definition, newMexicoResidency } from './definition.js';
export { partner } from './partner.js';
export { validators } from './validators.js';
export { widgets } from './StudentIdWidget.js';
