// The composition root of the HTTP API: createApp({ db, config, pdfRenderer }) wires every module's routes, the error
// mapping, OpenAPI (/openapi.json, /docs) and the built web app. A new module adds one line to MODULES.
import type { Database } from '@banchee/db';
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppConfig } from './config.ts';
import type { PdfRenderer } from './pdf/index.ts';
import type { AppDeps, AppEnv } from './http/context.ts';
import { mountDocsPage } from './http/docs-page.ts';
import { AppError, errorResponse, toAppError } from './http/errors.ts';
import { refuseNulCharacters } from './http/input-guard.ts';
import { securityHeaders } from './http/security-headers.ts';
import { webApp } from './http/web-app.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { itemsRoutes } from './modules/items/items.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { warehousesRoutes } from './modules/warehouses/warehouses.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { journalsRoutes } from './modules/journals/journals.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { periodsRoutes } from './modules/periods/periods.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { bankAccountsRoutes } from './modules/bank-accounts/bank-accounts.routes.ts';
import { taxFilingsRoutes } from './modules/tax-filings/tax-filings.routes.ts';
import { departmentsRoutes } from './modules/employees/departments.routes.ts';
import { employeesRoutes } from './modules/employees/employees.routes.ts';
import { payrollRoutes } from './modules/payroll/payroll.routes.ts';
import { payrollFilesRoutes } from './modules/payroll/payroll-files.routes.ts';
import { receivedWhtRoutes } from './modules/received-wht/received-wht.routes.ts';
import { wthRoutes } from './modules/wth/wth.routes.ts';
import { assetCategoriesRoutes } from './modules/assets/asset-categories.routes.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { businessReportsRoutes } from './modules/business-reports/business-reports.routes.ts';
import { refundsRoutes } from './modules/refunds/refunds.routes.ts';
import { stockTransfersRoutes } from './modules/stock-transfers/transfers.routes.ts';
import { stockCountsRoutes } from './modules/stock-counts/stock-counts.routes.ts';
import { stockRdReportRoutes } from './modules/stock-rd-report/stock-rd-report.routes.ts';

/** Every API module, mounted in this order. Each is (deps) => router of its own paths. */
const MODULES: ((deps: AppDeps) => OpenAPIHono<AppEnv>)[] = [
  authRoutes,
  organizationsRoutes,
  itemsRoutes,
  contactsRoutes,
  addressesRoutes,
  warehousesRoutes,
  documentsRoutes,
  accountsRoutes,
  journalsRoutes,
  reportsRoutes,
  periodsRoutes,
  dashboardRoutes,
  bankAccountsRoutes,
  taxFilingsRoutes,
  departmentsRoutes,
  employeesRoutes,
  payrollRoutes,
  payrollFilesRoutes,
  receivedWhtRoutes,
  wthRoutes,
  assetCategoriesRoutes,
  assetsRoutes,
  projectsRoutes,
  businessReportsRoutes,
  refundsRoutes,
  stockTransfersRoutes,
  stockCountsRoutes,
  stockRdReportRoutes,
];

export interface CreateAppOptions {
  db: Database;
  config: AppConfig;
  /** The PDF renderer (createPdfRenderer({ chromiumPath })); its owner closes it on shutdown. */
  pdfRenderer: PdfRenderer;
}

export function createApp({ db, config, pdfRenderer }: CreateAppOptions): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();
  const deps: AppDeps = { db, config, pdfRenderer };

  app.onError((error, c) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL.ERROR' && config.logLevel !== 'silent') {
      console.error(`${c.req.method} ${c.req.path} failed:`, error);
    }
    return errorResponse(c, appError);
  });

  // CSP, nosniff, frame-ancestors, Referrer-Policy, Permissions-Policy and no-store on every answer.
  app.use('*', securityHeaders);

  // Bodies over 1 MiB are refused before parsing (413 REQUEST.TOO_LARGE).
  app.use(
    '*',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new AppError('REQUEST.TOO_LARGE', 'The request body is larger than 1 MiB.');
      },
    }),
  );

  // NUL characters in the path, query or JSON body: 400 VALIDATION.FAILED with the field path.
  app.use('*', refuseNulCharacters);

  const web = webApp(config.webDistDir);
  app.use('*', web.staticFiles);

  for (const mount of MODULES) app.route('/', mount(deps));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Banchee API', version: '0.1.0', description: 'Thai multi-organisation accounting.' },
  });
  mountDocsPage(app);

  app.notFound((c) => {
    return (
      web.fallback(c) ??
      errorResponse(c, new AppError('ROUTE.NOT_FOUND', `No route ${c.req.method} ${c.req.path}.`))
    );
  });

  return app;
}
