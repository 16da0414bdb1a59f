// Use cases of invitations (decision 0083). An owner invites an e-mail address; the answer is the same
// whether or not an account has that address (no account enumeration). The invited person, signed in with
// that address, sees the invitation and accepts it with the token of the link the owner passed on (there is
// no e-mail verification, so the address alone does not prove who they are) or declines it. Only acceptance
// creates the membership. No e-mail is sent: the owner copies the link.
import type { AddMemberRequest, Invitation, InvitationList, MyInvitations } from '@banchee/contracts';
import { newId, type Database } from '@banchee/db';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { requireOwner } from '../../http/organization-scope.ts';
import { iso } from '../../http/serialize.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../http/tokens.ts';
import { getMe } from '../auth/index.ts';
import * as queries from './invitations.queries.ts';
import { addMembership, listMemberEmails } from './organizations.service.ts';

function toInvitation(row: queries.InvitationRow, token?: string): Invitation {
  return {
    id: row.id,
    organization_id: row.organizationId,
    email: row.email,
    role: row.role,
    is_default: row.isDefault,
    status: row.status,
    expires_at: iso(row.expiresAt),
    ...(token ? { token } : {}),
  };
}

function invitationNotFound(): AppError {
  return new AppError('INVITATION.NOT_FOUND', 'No such invitation for this account.');
}

/**
 * Invites the address (owners only). A pending invitation for the same address is revoked and replaced, so
 * re-inviting renews the link and its expiry. The token `<invitation id>.<secret>` is answered once.
 */
export async function inviteMember(
  db: Database,
  config: AppConfig,
  actorId: string,
  organizationId: string,
  input: AddMemberRequest,
): Promise<Invitation> {
  await requireOwner(db, actorId, organizationId);
  const now = config.now();
  return db.transaction(async (tx) => {
    if ((await listMemberEmails(tx, organizationId)).includes(input.email)) {
      throw new AppError(
        'ORGANIZATION.ALREADY_MEMBER',
        'This address is already a member of the organisation.',
      );
    }
    await queries.revokePendingInvitation(tx, organizationId, input.email, now);
    const id = newId();
    const token = `${id}.${newOpaqueToken()}`;
    const row = await queries.insertInvitation(tx, {
      organizationId,
      id,
      email: input.email,
      role: input.role ?? 'MEMBER',
      isDefault: input.is_default === true,
      tokenHash: hashOpaqueToken(token),
      invitedBy: actorId,
      expiresAt: new Date(now.getTime() + config.invitationTtlSeconds * 1000),
      createdAt: now,
    });
    return toInvitation(row, token);
  });
}

/** The organisation's pending invitations (owners only), without tokens. */
export async function listOrganizationInvitations(
  db: Database,
  config: AppConfig,
  actorId: string,
  organizationId: string,
): Promise<InvitationList> {
  await requireOwner(db, actorId, organizationId);
  const rows = await queries.listPendingInvitations(db, organizationId, config.now());
  return { data: rows.map((row) => toInvitation(row)) };
}

/** Withdraws a pending invitation (owners only); its link stops working. */
export async function revokeInvitation(
  db: Database,
  config: AppConfig,
  actorId: string,
  organizationId: string,
  invitationId: string,
): Promise<void> {
  await requireOwner(db, actorId, organizationId);
  if (!(await queries.revokeInvitation(db, organizationId, invitationId, config.now()))) {
    throw invitationNotFound();
  }
}

/** The signed-in user's pending invitations (addressed to their e-mail). */
export async function listMyInvitations(
  db: Database,
  config: AppConfig,
  userId: string,
): Promise<MyInvitations> {
  const { email } = await getMe(db, userId);
  const rows = await queries.listInvitationsForEmail(db, email, config.now());
  return {
    data: rows.map(({ invitation, organizationName }) => {
      const { token: _token, ...rest } = toInvitation(invitation);
      return { ...rest, organization_name: organizationName };
    }),
  };
}

/**
 * Accepts (with the link's token) or declines the user's invitation. Another address's invitation, an unknown
 * id and a wrong token all answer 404; an answered one 409; an expired one 422 INVITATION.EXPIRED.
 */
export async function answerInvitation(
  db: Database,
  config: AppConfig,
  userId: string,
  answer: { accept: true; token: string } | { accept: false; invitationId: string },
): Promise<Invitation> {
  const { email } = await getMe(db, userId);
  const invitationId = answer.accept ? (answer.token.split('.')[0] ?? '') : answer.invitationId;
  const now = config.now();
  return db.transaction(async (tx) => {
    const row = /^[0-9a-f-]{36}$/i.test(invitationId)
      ? await queries.lockInvitationForEmail(tx, invitationId, email)
      : undefined;
    if (!row || (answer.accept && row.tokenHash !== hashOpaqueToken(answer.token)))
      throw invitationNotFound();
    if (row.status !== 'PENDING') {
      throw new AppError(
        'INVITATION.INVALID_TRANSITION',
        `This invitation was already answered (${row.status.toLowerCase()}).`,
      );
    }
    if (row.expiresAt <= now) {
      throw new AppError('INVITATION.EXPIRED', 'This invitation has expired; ask the owner for a new one.');
    }
    if (answer.accept) await addMembership(tx, row.organizationId, userId, row.role, row.isDefault);
    const answered = await queries.answerInvitation(
      tx,
      row.organizationId,
      row.id,
      answer.accept ? 'ACCEPTED' : 'DECLINED',
      now,
    );
    return toInvitation(answered);
  });
}
