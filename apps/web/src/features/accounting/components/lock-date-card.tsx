// The lock date of the period-closing page: what is locked now and, for an owner, setting, moving or clearing it
// after a confirmation that says what a lock means (nothing dated on or before it can be created, changed or
// voided). Members see the state only.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PeriodStatus } from '@banchee/contracts';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../../components/confirm-delete';
import { errorText } from '../../../lib/form-errors';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSetLockDate } from '../api/periods';
import { useAcctText } from '../i18n/use-acct-text';
import { DateField } from '../../../components/date-field';

export function LockDateCard({
  orgId,
  status,
  isOwner,
}: {
  orgId: string;
  status: PeriodStatus;
  isOwner: boolean;
}) {
  const { text } = useAcctText();
  const { t } = useTranslation();
  const { date } = useFormatters();
  const setLockDate = useSetLockDate(orgId);
  const [next, setNext] = useState(status.lockDate ?? '');
  // The change being confirmed: a date, or null to unlock.
  const [pending, setPending] = useState<string | null | undefined>(undefined);

  const confirm = () => {
    if (pending === undefined) return;
    setLockDate.mutate(pending, {
      onSuccess: () => {
        notify.success(
          pending ? text('periods.lockSaved', { date: date(pending) }) : text('periods.lockCleared'),
        );
        setPending(undefined);
      },
      onError: (error) => {
        notify.error(text('periods.lockFailed'), errorText(error, t));
        setPending(undefined);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {text('periods.lockTitle')}
        </Title>
        <Group gap="xs">
          {status.lockDate ? <IconLock size={20} /> : <IconLockOpen size={20} />}
          <Text fw={600} data-testid="lock-date-state">
            {status.lockDate
              ? text('periods.lockCurrent', { date: date(status.lockDate) })
              : text('periods.lockNone')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {text('periods.lockExplain')}
        </Text>
        {isOwner ? (
          <Group align="flex-end" gap="sm">
            <DateField label={text('periods.newLockDate')} value={next} onChange={setNext} w={180} />
            <Button
              leftSection={<IconLock size={16} />}
              disabled={next === '' || next === status.lockDate}
              onClick={() => setPending(next)}
            >
              {text('periods.setLock')}
            </Button>
            {status.lockDate ? (
              <Button
                variant="default"
                leftSection={<IconLockOpen size={16} />}
                onClick={() => setPending(null)}
              >
                {text('periods.clearLock')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      <ConfirmAction
        opened={pending !== undefined}
        loading={setLockDate.isPending}
        onCancel={() => setPending(undefined)}
        onConfirm={confirm}
        title={
          pending
            ? text('periods.confirmLockTitle', { date: date(pending) })
            : text('periods.confirmUnlockTitle')
        }
        body={
          pending
            ? text('periods.confirmLockBody', { date: date(pending) })
            : text('periods.confirmUnlockBody')
        }
        confirmLabel={pending ? text('periods.confirmLock') : text('periods.clearLock')}
      />
    </Card>
  );
}
