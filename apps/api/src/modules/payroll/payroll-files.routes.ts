// HTTP routes of what a run produces: GET /payroll-runs/{id}/payslips/{employeeId}/pdf, …/bank-transfers.csv
// (?bank=), …/filings (PND1 and สปส.1-10 as JSON), …/pnd1.txt (?encoding=UTF-8|CP874) and
// …/social-security.txt (?account&branch&encoding); and of the year: GET /payroll-runs/organization/{id}/pnd1a
// (?year, JSON), …/pnd1a.txt (?year&encoding, the RD upload file) and …/pnd1a/{employeeId}/pdf (the 50 ทวิ).
import {
  bankTransferQuery,
  employeeCertificateParams,
  employeeCertificateQuery,
  idParams,
  organizationParams,
  pnd1Annual,
  pnd1AnnualFileQuery,
  pnd1AnnualQuery,
  payrollFilings,
  payslipParams,
  socialSecurityFileQuery,
  textFileQuery,
} from '@banchee/contracts';
import { payrollRuns } from '@banchee/db';
import type { Context } from 'hono';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps, AppEnv } from '../../http/context.ts';
import { createRouter, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { recordScope } from '../../http/organization-scope.ts';
import { bangkokToday } from '../documents/index.ts';
import { employeeCertificatePdf } from './annual-certificate.ts';
import * as files from './payroll-files.service.ts';
import { pnd1AnnualFile, pnd1AnnualSummary } from './pnd1-annual.ts';

const fileResponse = (description: string, contentType: string) => ({
  200: { description, content: { [contentType]: { schema: { type: 'string' as const, format: 'binary' } } } },
});

export function payrollFilesRoutes({ db, config, pdfRenderer }: AppDeps) {
  const router = createRouter();
  const tags = ['payroll'];
  /** The caller and the organisation of run {id} (404 PAYROLL.NOT_FOUND for others' runs). */
  const runScope = recordScope(db, payrollRuns, 'PAYROLL', 'payroll run');
  const scope = async (c: Context<AppEnv>, id: string) => {
    const userId = currentUser(c).id;
    return { userId, organizationId: await runScope(id, userId) };
  };
  const send = (c: Context<AppEnv>, file: files.FileAnswer, disposition: 'inline' | 'attachment') =>
    c.body(typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes), 200, {
      'content-type': file.contentType,
      'content-disposition': `${disposition}; filename="${file.fileName}"`,
    });

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-runs/{id}/payslips/{employeeId}/pdf',
      tags,
      summary: "An employee's payslip of an approved run (Thai PDF)",
      request: { params: payslipParams },
      responses: fileResponse('The payslip', 'application/pdf'),
    }),
    async (c) => {
      const { id, employeeId } = c.req.valid('param');
      const { userId, organizationId } = await scope(c, id);
      const file = await files.payslipPdf(db, pdfRenderer, userId, organizationId, id, employeeId);
      return send(c, file, 'inline');
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-runs/{id}/bank-transfers.csv',
      tags,
      summary: 'Net pay to transfer, by bank (one bank with ?bank=), with a total per bank',
      request: { params: idParams, query: bankTransferQuery },
      responses: fileResponse('The transfer summary', 'text/csv'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { userId, organizationId } = await scope(c, id);
      const file = await files.bankTransferCsv(db, userId, organizationId, id, c.req.valid('query').bank);
      return send(c, file, 'attachment');
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-runs/{id}/filings',
      tags,
      summary: 'The PND1 attachment and the social-security (สปส.1-10) report of an approved run',
      request: { params: idParams },
      responses: { 200: jsonResponse('The filings', payrollFilings) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { userId, organizationId } = await scope(c, id);
      return c.json(await files.payrollFilings(db, userId, organizationId, id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-runs/{id}/pnd1.txt',
      tags,
      summary: 'The PND1 RD upload text file (UTF-8 or CP874)',
      request: { params: idParams, query: textFileQuery },
      responses: fileResponse('The PND1 file', 'text/plain'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { userId, organizationId } = await scope(c, id);
      const file = await files.pnd1File(db, userId, organizationId, id, c.req.valid('query').encoding);
      return send(c, file, 'attachment');
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-runs/{id}/social-security.txt',
      tags,
      summary: 'The social-security (สปส.1-10) upload text file (UTF-8 or CP874)',
      request: { params: idParams, query: socialSecurityFileQuery },
      responses: fileResponse('The social-security file', 'text/plain'),
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { userId, organizationId } = await scope(c, id);
      const file = await files.socialSecurityFile(db, userId, organizationId, id, c.req.valid('query'));
      return send(c, file, 'attachment');
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-runs/organization/{organizationId}/pnd1a',
      tags,
      summary: 'The yearly ภ.ง.ด.1ก summary per employee from approved and paid runs (payroll access)',
      request: { params: organizationParams, query: pnd1AnnualQuery },
      responses: { 200: jsonResponse('The yearly summary', pnd1Annual) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      const { year } = c.req.valid('query');
      return c.json(await pnd1AnnualSummary(db, currentUser(c).id, organizationId, year), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-runs/organization/{organizationId}/pnd1a.txt',
      tags,
      summary:
        'The yearly ภ.ง.ด.1ก RD upload text file, one line per employee (UTF-8 or CP874; payroll access)',
      request: { params: organizationParams, query: pnd1AnnualFileQuery },
      responses: fileResponse('The ภ.ง.ด.1ก file', 'text/plain'),
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      const { year, encoding } = c.req.valid('query');
      const file = await pnd1AnnualFile(db, currentUser(c).id, organizationId, year, encoding);
      return send(c, file, 'attachment');
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/payroll-runs/organization/{organizationId}/pnd1a/{employeeId}/pdf',
      tags,
      summary: "An employee's yearly 50 ทวิ (ภ.ง.ด.1ก, income 40(1)) in the RD layout (payroll access)",
      request: { params: employeeCertificateParams, query: employeeCertificateQuery },
      responses: fileResponse('The certificate, copies 1 and 2', 'application/pdf'),
    }),
    async (c) => {
      const { organizationId, employeeId } = c.req.valid('param');
      const { year, issue_date } = c.req.valid('query');
      const issueDate = issue_date ?? bangkokToday(config.now().getTime());
      const file = await employeeCertificatePdf(
        db,
        pdfRenderer,
        currentUser(c).id,
        organizationId,
        employeeId,
        year,
        issueDate,
      );
      return send(c, file, 'inline');
    },
  );

  return router;
}
