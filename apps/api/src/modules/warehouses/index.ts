// Public entry point of the warehouses module: what other modules may use (eslint.config.js refuses deep imports
// into another module; the composition root app.ts mounts each module's routes).
export { createWarehouse, listWarehouses, seedDefaultWarehouse } from './warehouses.service.ts';
