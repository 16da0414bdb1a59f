// HTTP routes of period control: GET /periods/organization/{organizationId} (lock date, conversion date, closed
// years, opening entry), POST /periods/lock, POST /periods/year-end-close, POST /periods/year-end-close/reopen
// (owners only), POST /periods/opening-balances. Thin: parse → use case → map.
import {
  fiscalYearRequest,
  journalEntry,
  lockDateRequest,
  openingBalancesRequest,
  organizationParams,
  periodStatus,
  type PeriodStatus,
} from '@banchee/contracts';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { createRouter, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { actionRoute, createRoute } from '../../http/record-routes.ts';
import { toJournalEntry, toPostingLines } from '../journals/index.ts';
import * as service from './periods.service.ts';

function toPeriodStatus(status: service.PeriodStatus): PeriodStatus {
  return {
    ...(status.lockDate ? { lockDate: status.lockDate } : {}),
    ...(status.conversionDate ? { conversionDate: status.conversionDate } : {}),
    closedYears: [...status.closedYears],
    ...(status.openingEntry ? { openingEntry: status.openingEntry } : {}),
  };
}

export function periodsRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = createRouter();
  const tags = ['periods'];

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/periods/organization/{organizationId}',
      tags,
      summary: 'Lock date, conversion date, closed years and the opening-balance entry',
      request: { params: organizationParams },
      responses: { 200: jsonResponse('Period status', periodStatus) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      return c.json(toPeriodStatus(await service.getPeriodStatus(db, organizationId)), 200);
    },
  );

  actionRoute(router, deps, {
    path: '/periods/lock',
    ownersOnly: true,
    tags,
    summary: 'Lock the books up to and including lockDate (null unlocks); owners only',
    body: lockDateRequest,
    answer: { description: 'Period status', schema: periodStatus },
    run: async (db, actor, body) =>
      toPeriodStatus(
        await db.transaction((tx) => service.setLockDate(tx, actor.organizationId, body.lockDate)),
      ),
  });

  createRoute(router, deps, {
    path: '/periods/year-end-close',
    ownersOnly: true,
    tags,
    summary:
      'Close a calendar year: revenue and expense to retained earnings 32200, dated 31 December; owners only',
    body: fiscalYearRequest,
    answer: { description: 'The closing entry', schema: journalEntry },
    create: async (db, actor, body) =>
      toJournalEntry(
        await db.transaction((tx) =>
          service.closeFiscalYear(tx, actor.organizationId, body.fiscalYear, actor.userId),
        ),
      ),
  });

  createRoute(router, deps, {
    path: '/periods/year-end-close/reopen',
    ownersOnly: true,
    tags,
    summary:
      'Reopen a closed year (reverses its closing entry) while the next year is not closed; owners only',
    body: fiscalYearRequest,
    answer: { description: 'The reversing entry', schema: journalEntry },
    create: async (db, actor, body) =>
      toJournalEntry(
        await db.transaction((tx) =>
          service.reopenFiscalYear(
            tx,
            actor.organizationId,
            body.fiscalYear,
            body.reason ?? '',
            actor.userId,
          ),
        ),
      ),
  });

  createRoute(router, deps, {
    path: '/periods/opening-balances',
    tags,
    summary:
      'Post the opening balances on the conversion date (one balanced entry; nothing may be dated before)',
    body: openingBalancesRequest,
    answer: { description: 'The opening entry', schema: journalEntry },
    create: async (db, actor, body) =>
      toJournalEntry(
        await db.transaction((tx) =>
          service.postOpeningBalances(
            tx,
            actor.organizationId,
            { date: body.date, lines: toPostingLines(body.lines) },
            actor.userId,
          ),
        ),
      ),
  });

  return router;
}
