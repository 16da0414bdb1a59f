// Public entry point of the contacts module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { createContact } from './contacts.service.ts';
