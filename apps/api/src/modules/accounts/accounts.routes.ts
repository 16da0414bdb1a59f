// HTTP routes of the chart of accounts: GET /accounts/organization/{organizationId} (the tree, depth-first, with
// balances as of a date and search), POST /accounts, GET|PUT|DELETE /accounts/{id} (rename, (de)activate, delete
// an account that never had postings). Thin: parse → use case → map.
import {
  account,
  accountListQuery,
  accountTree,
  createAccountRequest,
  idParams,
  organizationParams,
  updateAccountRequest,
  type Account,
  type AccountTreeNode,
} from '@banchee/contracts';
import { accounts } from '@banchee/db';
import { toMoneyString } from '@banchee/domain';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import { LedgerError } from '../journals/index.ts';
import type { AccountRecord } from './accounts.queries.ts';
import {
  createAccount,
  deleteAccount,
  getChartTree,
  requireAccount,
  updateAccount,
  type AccountNode,
} from './accounts.service.ts';

export function toAccount(record: AccountRecord): Account {
  return {
    id: record.id,
    code: record.code,
    nameTh: record.nameTh,
    nameEn: record.nameEn,
    group: record.group,
    type: record.type,
    normalBalance: record.normalBalance,
    isPostable: record.isPostable,
    isActive: record.isActive,
    ...(record.parentCode === null ? {} : { parentCode: record.parentCode }),
  };
}

/** The tree as a depth-first list: each node followed by its children, with its depth. */
function flatten(nodes: readonly AccountNode[], level = 0, out: AccountTreeNode[] = []): AccountTreeNode[] {
  for (const node of nodes) {
    out.push({
      ...toAccount(node),
      level,
      balance: toMoneyString(node.balance),
      lineCount: node.lineCount,
      hasChildren: node.children.length > 0,
    });
    flatten(node.children, level + 1, out);
  }
  return out;
}

export function accountsRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const tags = ['accounts'];

  async function organizationOfAccount(id: string, userId: string): Promise<string> {
    const organizationId = await findOrganizationOfRecord(db, accounts, id, userId);
    if (!organizationId) throw new LedgerError('ACCOUNT.NOT_FOUND', 'No such account.');
    return organizationId;
  }

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/accounts/organization/{organizationId}',
      tags,
      summary:
        'The chart of accounts as a tree (depth-first) with balances as of a date; search keeps ancestors',
      request: { params: organizationParams, query: accountListQuery },
      responses: { 200: jsonResponse('The chart', accountTree) },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param');
      await requireMembership(db, currentUser(c).id, organizationId);
      const query = c.req.valid('query');
      const tree = await getChartTree(db, organizationId, {
        asOf: query.asOf,
        search: query.search,
        includeInactive: query.includeInactive ?? false,
      });
      return c.json({ data: flatten(tree) }, 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/accounts',
      tags,
      summary: 'Add an account (group, type and parent follow from the code unless given)',
      request: { body: jsonBody(createAccountRequest) },
      responses: { 201: jsonResponse('The account', account) },
    }),
    async (c) => {
      const { organizationId, ...input } = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, organizationId);
      return idempotent(c, db, { organizationId, userId, body: c.req.valid('json') }, async () => ({
        status: 201,
        body: toAccount(await db.transaction((tx) => createAccount(tx, organizationId, input))),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/accounts/{id}',
      tags,
      summary: 'One account',
      request: { params: idParams },
      responses: { 200: jsonResponse('The account', account) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOfAccount(id, currentUser(c).id);
      return c.json(toAccount(await requireAccount(db, organizationId, id)), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: '/accounts/{id}',
      tags,
      summary: 'Rename or (de)activate an account; code, group and side never change',
      request: { params: idParams, body: jsonBody(updateAccountRequest) },
      responses: { 200: jsonResponse('The account', account) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOfAccount(id, currentUser(c).id);
      const body = c.req.valid('json');
      return c.json(
        toAccount(await db.transaction((tx) => updateAccount(tx, organizationId, id, body))),
        200,
      );
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: '/accounts/{id}',
      tags,
      summary: 'Delete an account that never had postings and has no child accounts',
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOfAccount(id, currentUser(c).id);
      await db.transaction((tx) => deleteAccount(tx, organizationId, id));
      return c.body(null, 204);
    },
  );

  return router;
}
