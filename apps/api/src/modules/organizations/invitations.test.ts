// Invitations: the owner's answer is the same byte for byte for known and unknown e-mails; only acceptance
// (signed in with the invited address, with the link's token) creates the membership; decline, accept twice,
// expiry, re-invite, withdrawal, and 404 for other organisations and other accounts.
import type {
  Invitation,
  InvitationList,
  MyInvitations,
  OrganizationWithUsers,
  RegisterResponse,
} from '@banchee/contracts';
import { createHash } from 'node:crypto';
import { and, eq, organizationInvitations } from '@banchee/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test-helpers/index.ts';

interface ErrorJson {
  error: { code: string };
}

let t: TestApp;
let clock = new Date('2026-03-02T02:00:00Z');
let owner: RegisterResponse;
let known: RegisterResponse;
let outsider: RegisterResponse;
const orgPath = () => `/organizations/${owner.organization.id}`;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  owner = await t.register({ organization: { name: 'ร้านเชิญ' } });
  known = await t.register({ email: 'known@example.test' });
  outsider = await t.register();
});
afterAll(async () => {
  await t.close();
});

const invite = (email: string, extra: Record<string, unknown> = {}) =>
  t.request('POST', `${orgPath()}/members`, { token: owner.token, body: { email, ...extra } });
const accept = (token: string, invitationToken: string | undefined) =>
  t.request('POST', '/invitations/accept', { token, body: { token: invitationToken } });
const memberEmails = async () =>
  (await json<OrganizationWithUsers>(await t.request('GET', orgPath(), { token: owner.token }))).users.map(
    (u) => u.email,
  );

describe('inviting', () => {
  it('answers byte for byte the same for an e-mail with an account and one without', async () => {
    const a = await invite('known@example.test');
    const b = await invite('ghost@example.test');
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([...a.headers.entries()]).toEqual([...b.headers.entries()]);
    const [textA, textB] = [await a.text(), await b.text()];
    const bodyA = JSON.parse(textA) as Invitation;
    const bodyB = JSON.parse(textB) as Invitation;
    // Only the new invitation's own id, token and address differ; the addresses have the same length.
    const normalise = (text: string, body: Invitation) =>
      text
        .replace(body.token ?? '-', 'TOKEN')
        .replaceAll(body.id, 'ID')
        .replace(body.email, 'EMAIL');
    expect(normalise(textA, bodyA)).toBe(normalise(textB, bodyB));
    expect(bodyA).toEqual({
      id: bodyA.id,
      organization_id: owner.organization.id,
      email: 'known@example.test',
      role: 'MEMBER',
      is_default: false,
      status: 'PENDING',
      expires_at: '2026-03-09T02:00:00.000Z', // 7 days
      token: `${bodyA.id}.${bodyA.token?.split('.')[1] ?? ''}`,
    });
    expect(bodyA.token?.split('.')[1]).toHaveLength(43);
    // Neither is a member yet; the owner sees both pending.
    expect(await memberEmails()).toEqual([owner.user.email]);
    const pending = await json<InvitationList>(
      await t.request('GET', `${orgPath()}/invitations`, { token: owner.token }),
    );
    expect(pending.data.map((i) => [i.email, i.status, 'token' in i])).toEqual([
      ['known@example.test', 'PENDING', false],
      ['ghost@example.test', 'PENDING', false],
    ]);
  });

  it('stores only the SHA-256 of the token', async () => {
    const body = await json<Invitation>(await invite('hashed@example.test'));
    const [row] = await t.db
      .select({ tokenHash: organizationInvitations.tokenHash })
      .from(organizationInvitations)
      .where(
        and(
          eq(organizationInvitations.organizationId, owner.organization.id),
          eq(organizationInvitations.id, body.id),
        ),
      );
    expect(row?.tokenHash).toBe(
      createHash('sha256')
        .update(body.token ?? '')
        .digest('hex'),
    );
  });
});

describe('answering', () => {
  it('a new account signing up with the invited address sees the invitation and accepts it', async () => {
    const sent = await json<Invitation>(
      await invite('newbie@example.test', { role: 'OWNER', is_default: true }),
    );
    const newbie = await t.register({ email: 'newbie@example.test' });
    const mine = await json<MyInvitations>(await t.request('GET', '/invitations', { token: newbie.token }));
    expect(mine.data).toEqual([
      {
        id: sent.id,
        organization_id: owner.organization.id,
        organization_name: 'ร้านเชิญ',
        email: 'newbie@example.test',
        role: 'OWNER',
        is_default: true,
        status: 'PENDING',
        expires_at: '2026-03-09T02:00:00.000Z',
      },
    ]);
    const accepted = await accept(newbie.token, sent.token);
    expect(accepted.status).toBe(200);
    expect(await json(accepted)).toMatchObject({ id: sent.id, status: 'ACCEPTED' });
    const org = await json<OrganizationWithUsers>(await t.request('GET', orgPath(), { token: newbie.token }));
    expect(org.users.find((u) => u.email === 'newbie@example.test')).toMatchObject({
      role: 'OWNER',
      is_default: true,
    });
    // Accepting twice: 409, and still one membership.
    const twice = await accept(newbie.token, sent.token);
    expect(twice.status).toBe(409);
    expect((await json<ErrorJson>(twice)).error.code).toBe('INVITATION.INVALID_TRANSITION');
    expect((await memberEmails()).filter((e) => e === 'newbie@example.test')).toHaveLength(1);
    expect(
      (await json<MyInvitations>(await t.request('GET', '/invitations', { token: newbie.token }))).data,
    ).toEqual([]);
  });

  it('only the invited address with the right token can accept; others get 404', async () => {
    const sent = await json<Invitation>(await invite('known@example.test'));
    const id = sent.id;
    for (const [who, token] of [
      [outsider.token, sent.token], // another account holding the link
      [known.token, `${id}.${'x'.repeat(43)}`], // the right account, a forged secret
      [known.token, 'not-a-token'],
    ] as const) {
      const response = await accept(who, token);
      expect(response.status).toBe(404);
      expect((await json<ErrorJson>(response)).error.code).toBe('INVITATION.NOT_FOUND');
    }
    const declinedByOther = await t.request('POST', `/invitations/${id}/decline`, { token: outsider.token });
    expect(declinedByOther.status).toBe(404);
    expect(await memberEmails()).not.toContain('known@example.test');
  });

  it('a declined invitation creates no membership and cannot be accepted afterwards', async () => {
    const mine = await json<MyInvitations>(await t.request('GET', '/invitations', { token: known.token }));
    expect(mine.data).toHaveLength(1);
    const id = mine.data[0]?.id ?? '';
    const declined = await t.request('POST', `/invitations/${id}/decline`, { token: known.token });
    expect(declined.status).toBe(200);
    expect(await json(declined)).toMatchObject({ id, status: 'DECLINED' });
    expect(await memberEmails()).not.toContain('known@example.test');
    expect(
      (await json<MyInvitations>(await t.request('GET', '/invitations', { token: known.token }))).data,
    ).toEqual([]);
  });

  it('a re-invite replaces the pending invitation: the old link is dead, the new one works', async () => {
    const first = await json<Invitation>(await invite('known@example.test'));
    const second = await json<Invitation>(await invite('known@example.test'));
    const pending = await json<InvitationList>(
      await t.request('GET', `${orgPath()}/invitations`, { token: owner.token }),
    );
    expect(pending.data.filter((i) => i.email === 'known@example.test').map((i) => i.id)).toEqual([
      second.id,
    ]);
    const old = await accept(known.token, first.token);
    expect(old.status).toBe(409);
    expect((await accept(known.token, second.token)).status).toBe(200);
    expect(await memberEmails()).toContain('known@example.test');
  });

  it('an expired invitation cannot be accepted (422 INVITATION.EXPIRED) and is no longer listed', async () => {
    const later = await t.register({ email: 'later@example.test' });
    const sent = await json<Invitation>(await invite('later@example.test'));
    clock = new Date(clock.getTime() + 7 * 24 * 3600 * 1000 + 1000);
    // the access token is older than its lifetime now: sign in again
    const relog = await t.request('POST', '/auth/login', {
      body: { email: 'later@example.test', password: 'correct horse battery' },
    });
    const token = (await json<{ token: string }>(relog)).token;
    expect((await json<MyInvitations>(await t.request('GET', '/invitations', { token }))).data).toEqual([]);
    const response = await accept(token, sent.token);
    expect(response.status).toBe(422);
    expect((await json<ErrorJson>(response)).error.code).toBe('INVITATION.EXPIRED');
    expect(later.user.email).toBe('later@example.test');
  });
});

describe('owners manage invitations of their organisation only', () => {
  it('withdraws a pending invitation; other organisations’ members get 404', async () => {
    const login = async (email: string) =>
      json<{ token: string }>(
        await t.request('POST', '/auth/login', { body: { email, password: 'correct horse battery' } }),
      );
    owner = { ...owner, token: (await login(owner.user.email)).token };
    const outsiderToken = (await login(outsider.user.email)).token;
    const sent = await json<Invitation>(await invite('withdrawn@example.test'));
    const path = `${orgPath()}/invitations/${sent.id}`;
    const byOutsider = await t.request('DELETE', path, { token: outsiderToken });
    expect(byOutsider.status).toBe(404);
    expect((await json<ErrorJson>(byOutsider)).error.code).toBe('ORGANIZATION.NOT_FOUND');
    // The outsider's own organisation does not know this invitation either.
    const viaOwnOrg = await t.request(
      'DELETE',
      `/organizations/${outsider.organization.id}/invitations/${sent.id}`,
      { token: outsiderToken },
    );
    expect(viaOwnOrg.status).toBe(404);
    expect((await json<ErrorJson>(viaOwnOrg)).error.code).toBe('INVITATION.NOT_FOUND');

    expect((await t.request('DELETE', path, { token: owner.token })).status).toBe(204);
    const withdrawn = await t.register({ email: 'withdrawn@example.test' });
    expect((await accept(withdrawn.token, sent.token)).status).toBe(409);
    expect(await memberEmails()).not.toContain('withdrawn@example.test');
  });
});
