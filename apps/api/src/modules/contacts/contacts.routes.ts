// HTTP routes of contacts (spec §7): GET /contacts/organization/{organizationId}?page(1)&limit(50)
// &contact_type&search, POST /contacts (body carries organizationId), GET|PUT|DELETE /contacts/{id}.
import {
  createContactRequest,
  idParams,
  contact,
  contactInput,
  contactList,
  listContactsQuery,
  organizationParams,
} from '@banchee/contracts';
import { contacts } from '@banchee/db';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import { findOrganizationOfRecord, requireMembership } from '../../http/organization-scope.ts';
import * as service from './contacts.service.ts';

export function contactsRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const tags = ['contacts'];

  /** The organisation of contact {id} among the caller's organisations, or 404 CONTACT.NOT_FOUND. */
  const organizationOf = async (id: string, userId: string) => {
    const organizationId = await findOrganizationOfRecord(db, contacts, id, userId);
    if (!organizationId) throw notFound('CONTACT', 'contact');
    return organizationId;
  };

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/contacts/organization/{organizationId}',
      tags,
      summary:
        'Contacts of the organisation, newest first; page 1 and limit 50 by default; contact_type filters',
      request: { params: organizationParams, query: listContactsQuery },
      responses: { 200: jsonResponse('A page of contacts', contactList) },
    }),
    async (c) =>
      c.json(
        await service.listContacts(
          db,
          currentUser(c).id,
          c.req.valid('param').organizationId,
          c.req.valid('query'),
        ),
        200,
      ),
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/contacts',
      tags,
      summary: 'Create a client or supplier (Idempotency-Key honoured)',
      request: { body: jsonBody(createContactRequest) },
      responses: { 201: jsonResponse('Created', contact) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      await requireMembership(db, userId, body.organizationId);
      return idempotent(c, db, { organizationId: body.organizationId, userId, body }, async () => ({
        status: 201,
        body: await service.createContact(db, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/contacts/{id}',
      tags,
      summary: 'One contact',
      request: { params: idParams },
      responses: { 200: jsonResponse('The contact', contact) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await service.getContact(db, await organizationOf(id, currentUser(c).id), id), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: '/contacts/{id}',
      tags,
      summary: 'Replace a contact (absent optional fields are cleared)',
      request: { params: idParams, body: jsonBody(contactInput) },
      responses: { 200: jsonResponse('Updated', contact) },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const organizationId = await organizationOf(id, currentUser(c).id);
      return c.json(await service.updateContact(db, organizationId, id, c.req.valid('json')), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: '/contacts/{id}',
      tags,
      summary: 'Delete a contact (documents keep their copy of it)',
      request: { params: idParams },
      responses: { 204: { description: 'Deleted' } },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await service.deleteContact(db, await organizationOf(id, currentUser(c).id), id);
      return c.body(null, 204);
    },
  );

  return router;
}
