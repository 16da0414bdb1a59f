// Public entry point of the stock-transfers module (decision 0192): its routes, mounted by app.ts.
export { stockTransfersRoutes } from './transfers.routes.ts';
