// /{orgId}/members: the organisation's members and, for owners, invitations. An invitation is created by
// e-mail (the same answer whether or not the address has an account); no e-mail is sent, so the owner copies
// the link shown once and passes it on. Pending invitations can be withdrawn. Owners also give or take a
// member's payroll access here (decision 0130): owners always have it.
import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { addMemberRequest, type Invitation, type MemberRole } from '@banchee/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useFormatters } from '../../../lib/format';
import { zodFieldErrors } from '../../../lib/form-errors';
import { isOwnerOf } from '../../../lib/current-organization';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useSession } from '../../../lib/use-session';
import { useOrganization } from '../api/get-organization';
import { usePayrollAccess, useSetPayrollAccess } from '../api/payroll-access';
import { invitationLink, useInviteMember } from '../api/invite-member';
import { useInvitations } from '../api/list-invitations';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { invitationErrorText } from './invitation-errors';

export function MembersPage() {
  const { t } = useTranslation();
  const orgId = useOrgId();
  const format = useFormatters();
  const { user } = useSession();
  const organization = useOrganization(orgId);
  const users = organization.data?.users ?? [];
  const isOwner = isOwnerOf({ users }, user?.email);
  const invitations = useInvitations(orgId, isOwner);
  const invite = useInviteMember(orgId);
  const revoke = useRevokeInvitation(orgId);
  const payrollAccess = usePayrollAccess(orgId, isOwner);
  const setPayrollAccess = useSetPayrollAccess(orgId);
  const accessOf = (userId: string) =>
    payrollAccess.data?.members?.find((m) => m.userId === userId)?.payroll_access ?? false;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('MEMBER');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [created, setCreated] = useState<Invitation | null>(null);

  const roleLabel = (value: MemberRole) =>
    t(value === 'OWNER' ? 'invitations.roleOwner' : 'invitations.roleMember');

  const onInvite = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addMemberRequest.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(zodFieldErrors(parsed.error, t).email);
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        setCreated(answer);
        setEmail('');
        notify.success(t('invitations.invited', { email: answer.email }));
      },
      onError: (error) => setEmailError(invitationErrorText(error, t)),
    });
  };

  return (
    <Stack>
      <PageHeader title={t('invitations.membersTitle')} subtitle={t('invitations.membersSubtitle')} />
      <Card withBorder>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('auth.firstName')}</Table.Th>
              <Table.Th>{t('invitations.email')}</Table.Th>
              <Table.Th>{t('invitations.role')}</Table.Th>
              {isOwner ? <Table.Th>{t('invitations.payrollAccess')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>
                  {member.first_name} {member.last_name}{' '}
                  {member.is_default ? (
                    <Badge size="xs" variant="light">
                      {t('invitations.defaultSalesperson')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>{roleLabel(member.role)}</Table.Td>
                {isOwner ? (
                  <Table.Td>
                    <Switch
                      aria-label={`${t('invitations.payrollAccess')} ${member.first_name}`}
                      data-testid={`payroll-access-${member.email}`}
                      checked={member.role === 'OWNER' || accessOf(member.id)}
                      disabled={member.role === 'OWNER' || payrollAccess.isPending}
                      label={member.role === 'OWNER' ? t('invitations.payrollAccessOwner') : undefined}
                      onChange={(event) => {
                        const allowed = event.currentTarget.checked;
                        const name = `${member.first_name} ${member.last_name}`;
                        setPayrollAccess.mutate(
                          { userId: member.id, allowed },
                          {
                            onSuccess: () =>
                              notify.success(
                                t(allowed ? 'invitations.payrollGranted' : 'invitations.payrollRevoked', {
                                  name,
                                }),
                              ),
                            onError: () => notify.error(t('invitations.payrollAccessFailed')),
                          },
                        );
                      }}
                    />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>

      {isOwner ? (
        <Card withBorder>
          <Stack>
            <Title order={3} size="h4">
              {t('invitations.inviteTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('invitations.inviteHelp')}
            </Text>
            <form onSubmit={onInvite} noValidate aria-label={t('invitations.inviteTitle')}>
              <Group align="flex-start">
                <TextInput
                  label={t('invitations.email')}
                  type="email"
                  value={email}
                  error={emailError}
                  onChange={(event) => {
                    setEmail(event.currentTarget.value);
                    setEmailError(undefined);
                  }}
                  withAsterisk
                  style={{ flex: 1 }}
                />
                <Select
                  label={t('invitations.role')}
                  data={[
                    { value: 'MEMBER', label: roleLabel('MEMBER') },
                    { value: 'OWNER', label: roleLabel('OWNER') },
                  ]}
                  value={role}
                  onChange={(value) => setRole(value === 'OWNER' ? 'OWNER' : 'MEMBER')}
                  allowDeselect={false}
                  w={160}
                />
                <Button type="submit" mt={25} loading={invite.isPending}>
                  {t('invitations.invite')}
                </Button>
              </Group>
            </form>
            {created?.token ? (
              <Alert color="green" title={t('invitations.link', { date: format.date(created.expires_at) })}>
                <Group wrap="nowrap">
                  <TextInput
                    readOnly
                    value={invitationLink(created.token)}
                    aria-label={t('invitations.link', { date: format.date(created.expires_at) })}
                    style={{ flex: 1 }}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <CopyButton value={invitationLink(created.token)}>
                    {({ copied, copy }) => (
                      <Button variant="light" onClick={copy}>
                        {copied ? t('invitations.copied') : t('invitations.copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Alert>
            ) : null}
            <Title order={4} size="h5">
              {t('invitations.pending')}
            </Title>
            {(invitations.data?.data.length ?? 0) === 0 ? (
              <Text size="sm" c="dimmed">
                {t('invitations.noPending')}
              </Text>
            ) : (
              <Table>
                <Table.Tbody>
                  {invitations.data?.data.map((pending) => (
                    <Table.Tr key={pending.id}>
                      <Table.Td>{pending.email}</Table.Td>
                      <Table.Td>{roleLabel(pending.role)}</Table.Td>
                      <Table.Td>{format.date(pending.expires_at)}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={revoke.isPending && revoke.variables === pending.id}
                          onClick={() =>
                            revoke.mutate(pending.id, {
                              onSuccess: () => notify.success(t('invitations.withdrawn')),
                              onError: (error) => notify.error(invitationErrorText(error, t)),
                            })
                          }
                        >
                          {t('invitations.withdraw')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
