// Public entry point of the periods module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { periodsRoutes } from './periods.routes.ts';
