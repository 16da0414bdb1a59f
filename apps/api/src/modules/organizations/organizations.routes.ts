// HTTP routes of organisations: POST /organizations, GET /organizations (mine), GET|PUT /organizations/{id}
// (spec §7: fields plus users with is_default), POST /organizations/{id}/members (now an invitation),
// GET /organizations/{id}/invitations, DELETE /organizations/{id}/invitations/{invitationId},
// POST /organizations/{id}/members/{userId}/default, and the invited user's GET /invitations,
// POST /invitations/accept and POST /invitations/{id}/decline.
import {
  acceptInvitationRequest,
  addMemberRequest,
  idParams,
  invitation,
  invitationList,
  myInvitations,
  myOrganizations,
  organization,
  organizationInput,
  organizationWithUsers,
  organizationImage,
  organizationImageInput,
  organizationImageList,
  organizationImageParams,
} from '@banchee/contracts';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/context.ts';
import { idempotent } from '../../http/idempotency.ts';
import { requireMembership } from '../../http/organization-scope.ts';
import { createRouter, jsonBody, jsonResponse, protectedRoute } from '../../http/openapi.ts';
import * as invitations from './invitations.service.ts';
import * as images from './organization-images.service.ts';
import * as service from './organizations.service.ts';

export function organizationsRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const tags = ['organizations'];

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/organizations',
      tags,
      summary: 'Create an organisation; the caller becomes its owner and default salesperson',
      request: { body: jsonBody(organizationInput) },
      responses: { 201: jsonResponse('Created', organization) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      return idempotent(c, db, { organizationId: null, userId, body }, async () => ({
        status: 201,
        body: await service.createOrganization(db, userId, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/organizations',
      tags,
      summary: "The caller's organisations",
      responses: { 200: jsonResponse('Organisations', myOrganizations) },
    }),
    async (c) => c.json(await service.listMyOrganizations(db, currentUser(c).id), 200),
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/organizations/{id}',
      tags,
      summary: 'An organisation with its users (is_default marks the default salesperson)',
      request: { params: idParams },
      responses: { 200: jsonResponse('The organisation', organizationWithUsers) },
    }),
    async (c) =>
      c.json(await service.getOrganizationWithUsers(db, currentUser(c).id, c.req.valid('param').id), 200),
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: '/organizations/{id}',
      tags,
      summary: 'Edit the organisation (owners only)',
      request: { params: idParams, body: jsonBody(organizationInput) },
      responses: { 200: jsonResponse('Updated', organization) },
    }),
    async (c) =>
      c.json(
        await service.updateOrganization(db, currentUser(c).id, c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/organizations/{id}/members',
      tags,
      summary:
        'Invite an e-mail address (owners only); the same answer whether or not it has an account. The ' +
        'token is answered once: the link /?invitation=<token> is passed on by the owner.',
      request: { params: idParams, body: jsonBody(addMemberRequest) },
      responses: { 201: jsonResponse('Invited', invitation) },
    }),
    async (c) => {
      const organizationId = c.req.valid('param').id;
      const body = c.req.valid('json');
      const userId = currentUser(c).id;
      // Membership first: an idempotency key is only stored for an organisation the caller belongs to.
      await requireMembership(db, userId, organizationId);
      return idempotent(c, db, { organizationId, userId, body }, async () => ({
        status: 201,
        body: await invitations.inviteMember(db, config, userId, organizationId, body),
      }));
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/organizations/{id}/invitations',
      tags,
      summary: "The organisation's pending invitations (owners only)",
      request: { params: idParams },
      responses: { 200: jsonResponse('Pending invitations', invitationList) },
    }),
    async (c) =>
      c.json(
        await invitations.listOrganizationInvitations(db, config, currentUser(c).id, c.req.valid('param').id),
        200,
      ),
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: '/organizations/{id}/invitations/{invitationId}',
      tags,
      summary: 'Withdraw a pending invitation (owners only)',
      request: { params: idParams.extend({ invitationId: z.uuid() }) },
      responses: { 204: { description: 'Withdrawn' } },
    }),
    async (c) => {
      const { id, invitationId } = c.req.valid('param');
      await invitations.revokeInvitation(db, config, currentUser(c).id, id, invitationId);
      return c.body(null, 204);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/invitations',
      tags,
      summary: "The signed-in user's pending invitations",
      responses: { 200: jsonResponse('Pending invitations', myInvitations) },
    }),
    async (c) => c.json(await invitations.listMyInvitations(db, config, currentUser(c).id), 200),
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/invitations/accept',
      tags,
      summary: 'Accept an invitation with the token of its link; the membership starts now',
      request: { body: jsonBody(acceptInvitationRequest) },
      responses: { 200: jsonResponse('Accepted', invitation) },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      return c.json(
        await invitations.answerInvitation(db, config, currentUser(c).id, { accept: true, token }),
        200,
      );
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/invitations/{id}/decline',
      tags,
      summary: 'Decline an invitation addressed to the signed-in user',
      request: { params: idParams },
      responses: { 200: jsonResponse('Declined', invitation) },
    }),
    async (c) => {
      const invitationId = c.req.valid('param').id;
      return c.json(
        await invitations.answerInvitation(db, config, currentUser(c).id, { accept: false, invitationId }),
        200,
      );
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'post',
      path: '/organizations/{id}/members/{userId}/default',
      tags,
      summary: "Make a member the organisation's default salesperson (owners only)",
      request: { params: idParams.extend({ userId: z.uuid() }) },
      responses: { 200: jsonResponse('The organisation', organizationWithUsers) },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      return c.json(await service.setDefaultMember(db, currentUser(c).id, id, userId), 200);
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'get',
      path: '/organizations/{id}/images',
      tags,
      summary: 'The logo, signature and stamp printed on documents (data: URLs)',
      request: { params: idParams },
      responses: { 200: jsonResponse('The images', organizationImageList) },
    }),
    async (c) =>
      c.json(await images.listOrganizationImages(db, currentUser(c).id, c.req.valid('param').id), 200),
  );

  router.openapi(
    protectedRoute(config, {
      method: 'put',
      path: '/organizations/{id}/images/{kind}',
      tags,
      summary: 'Set the logo, signature or stamp: PNG or JPEG, at most 200 KB (owners only)',
      request: { params: organizationImageParams, body: jsonBody(organizationImageInput) },
      responses: { 200: jsonResponse('The image', organizationImage) },
    }),
    async (c) => {
      const { id, kind } = c.req.valid('param');
      return c.json(
        await images.putOrganizationImage(db, currentUser(c).id, id, kind, c.req.valid('json')),
        200,
      );
    },
  );

  router.openapi(
    protectedRoute(config, {
      method: 'delete',
      path: '/organizations/{id}/images/{kind}',
      tags,
      summary: 'Remove the logo, signature or stamp (owners only)',
      request: { params: organizationImageParams },
      responses: { 204: { description: 'Removed' } },
    }),
    async (c) => {
      const { id, kind } = c.req.valid('param');
      await images.deleteOrganizationImage(db, currentUser(c).id, id, kind);
      return c.body(null, 204);
    },
  );

  return router;
}
