// Public entry point of the items module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { createItem } from './items.service.ts';
