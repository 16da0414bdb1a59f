// Public entry point of the organizations module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { printedImages } from './organization-images.service.ts';
export { checkTaxId, createOrganization } from './organizations.service.ts';
export { getOrganization } from './organizations.queries.ts';
