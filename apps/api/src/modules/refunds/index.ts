// Public entry point of the refunds module (decision 0166): what other modules may use.
export { hasActiveRefund } from './refunds.queries.ts';
export { refundsRoutes } from './refunds.routes.ts';
