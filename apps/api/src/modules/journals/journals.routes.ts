// HTTP routes of the general journal: GET /journals/organization/{organizationId} (automatic and manual entries,
// newest first, with links to their source documents), POST /journals (a manual JV), GET /journals/{id} and
// POST /journals/{id}/reverse (posts the mirror entry). Thin: parse → use case → map.
import {
  createJournalRequest,
  idParams,
  journalEntry,
  journalEntryList,
  journalListQuery,
  organizationParams,
  reverseJournalRequest,
} from '@banchee/contracts';
import { journalEntries } from '@banchee/db';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import { createRoute, recordRoute } from '../../http/record-routes.ts';
import { paginationOf } from '../../http/serialize.ts';
import { LedgerError } from './ledger-errors.ts';
import { getJournalEntry, listJournalEntries } from './journals.queries.ts';
import { toJournalEntry, toPostingLines } from './journals.serialize.ts';
import { postEntry, reverseEntry } from './journals.service.ts';

export function journalsRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const router = createRouter();
  const tags = ['journals'];

  /** The organisation of an entry among the caller's organisations; 404 JOURNAL.NOT_FOUND otherwise. */
  async function organizationOfEntry(id: string, userId: string): Promise<string> {
    const organizationId = await findOrganizationOfRecord(db, journalEntries, id, userId);
    if (!organizationId) throw new LedgerError('JOURNAL.NOT_FOUND', 'No such journal entry.');
    return organizationId;
  }

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/journals/organization/{organizationId}',
      tags,
      summary:
        'Journal entries (automatic and manual), newest first; search by number, description or document',
      request: { params: organizationParams, query: journalListQuery },
      responses: { 200: jsonResponse('Journal entries', journalEntryList) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const query = c.req.valid('query');
      const page = await listJournalEntries(db, organizationId, { ...query, order: 'newest' });
      return c.json(
        {
          data: page.data.map(toJournalEntry),
          pagination: paginationOf(query.page, query.limit, page.total),
        },
        200,
      );
    },
  );

  createRoute(router, deps, {
    path: '/journals',
    tags,
    summary:
      'Post a manual journal entry (JV); refused unless balanced, on postable accounts, in an open period',
    body: createJournalRequest,
    answer: { description: 'The posted entry', schema: journalEntry },
    create: async (db, actor, body) =>
      toJournalEntry(
        await db.transaction((tx) =>
          postEntry(
            tx,
            actor.organizationId,
            { date: body.date, description: body.description, lines: toPostingLines(body.lines) },
            actor.userId,
          ),
        ),
      ),
  });

  recordRoute(router, deps, {
    method: 'get',
    path: '/journals/{id}',
    tags,
    summary: 'One journal entry with its lines, source document and reversal links',
    answer: { description: 'The entry', schema: journalEntry },
    scope: organizationOfEntry,
    run: async (db, actor, id) => {
      const entry = await getJournalEntry(db, actor.organizationId, id);
      if (!entry) throw new LedgerError('JOURNAL.NOT_FOUND', 'No such journal entry.');
      return toJournalEntry(entry);
    },
  });

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/journals/{id}/reverse',
      tags,
      summary: 'Reverse an entry: posts its mirror dated `date` and links both (an entry is reversed once)',
      request: { params: idParams, body: jsonBody(reverseJournalRequest) },
      responses: { 201: jsonResponse('The reversing entry', journalEntry) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      const organizationId = await organizationOfEntry(id, userId);
      return idempotent(c, db, { organizationId, userId, body: { id, ...body } }, async () => ({
        status: 201,
        body: toJournalEntry(
          await db.transaction((tx) => reverseEntry(tx, organizationId, id, body, userId)),
        ),
      }));
    },
  );

  return router;
}
