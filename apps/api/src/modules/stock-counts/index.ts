// Public entry point of the stock-counts module (decision 0194): what other modules may use.
export { stockCountsRoutes } from './stock-counts.routes.ts';
