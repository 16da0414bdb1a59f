// On the home page: the signed-in user's pending invitations. Accepting needs the token of the link the owner
// passed on (/?invitation=<token>), since an e-mail address is not verified at sign-up; declining does not.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { MyInvitation } from '@banchee/contracts';
import { IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useMyInvitations } from '../api/my-invitations';
import { invitationErrorText } from './invitation-errors';

export function InvitationsNotice({ linkToken }: { linkToken: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const [error, setError] = useState<string | null>(null);
  const linkId = linkToken?.split('.')[0] ?? null;
  const pending = invitations.data?.data ?? [];
  const linkUnknown = linkId !== null && invitations.isSuccess && !pending.some((i) => i.id === linkId);
  if (pending.length === 0 && !linkUnknown && !error) return null;

  const onAccept = (invitation: MyInvitation) => {
    if (!linkToken) return;
    setError(null);
    answer.mutate(
      { accept: true, token: linkToken },
      {
        onSuccess: () => {
          notify.success(t('invitations.accepted', { name: invitation.organization_name }));
          void navigate(`/${invitation.organization_id}/dashboard`);
        },
        onError: (failure) => setError(invitationErrorText(failure, t)),
      },
    );
  };
  const onDecline = (invitation: MyInvitation) => {
    setError(null);
    answer.mutate(
      { accept: false, invitationId: invitation.id },
      {
        onSuccess: () => notify.success(t('invitations.declined')),
        onError: (failure) => setError(invitationErrorText(failure, t)),
      },
    );
  };

  return (
    <Stack gap="sm" aria-label={t('invitations.pendingTitle')} component="section">
      {error || linkUnknown ? (
        <Alert color="red" role="alert">
          {error ?? t('invitations.errorNotFound')}
        </Alert>
      ) : null}
      {pending.map((invitation) => (
        <Alert
          key={invitation.id}
          color="brand"
          icon={<IconMailOpened size={18} />}
          title={t('invitations.pendingTitle')}
        >
          <Stack gap="xs">
            <Text size="sm">
              {t('invitations.invitedAs', {
                name: invitation.organization_name,
                role: t(invitation.role === 'OWNER' ? 'invitations.roleOwner' : 'invitations.roleMember'),
                date: format.date(invitation.expires_at),
              })}
            </Text>
            <Group gap="sm">
              {invitation.id === linkId ? (
                <Button size="xs" loading={answer.isPending} onClick={() => onAccept(invitation)}>
                  {t('invitations.accept')}
                </Button>
              ) : (
                <Text size="xs" c="dimmed">
                  {t('invitations.needLink')}
                </Text>
              )}
              <Button
                size="xs"
                variant="default"
                disabled={answer.isPending}
                onClick={() => onDecline(invitation)}
              >
                {t('invitations.decline')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
