// Period closing (/{orgId}/accounting/closing, ปิดงวดบัญชี): the lock date and the calendar years with their
// closing entries. Owners set, move or clear the lock date and close or reopen years (the API allows owners
// only); a member sees the same state read-only, with a note saying why. Linked from the journals page.
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { isOwnerOf, useCurrentOrganization } from '../../../lib/current-organization';
import { errorText } from '../../../lib/form-errors';
import { useOrgId } from '../../../lib/use-org-id';
import { useSession } from '../../../lib/use-session';
import { usePeriodStatus } from '../api/periods';
import { useAcctText } from '../i18n/use-acct-text';
import { ClosingYearsCard } from './closing-years-card';
import { LockDateCard } from './lock-date-card';
import { PeriodLink } from './period-links';

export function PeriodClosingPage() {
  const orgId = useOrgId();
  const { text } = useAcctText();
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const { user } = useSession();
  const isOwner = isOwnerOf(organization, user?.email);
  const status = usePeriodStatus(orgId);

  return (
    <>
      <PageHeader
        title={text('periods.title')}
        subtitle={text('periods.subtitle')}
        actions={<PeriodLink orgId={orgId} to="opening" />}
      />
      {status.isPending ? (
        <Loading />
      ) : status.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} title={text('periods.loadFailed')}>
          {errorText(status.error, t)}
          <Button variant="light" mt="sm" display="block" onClick={() => void status.refetch()}>
            {text('common.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="md">
          {isOwner ? null : (
            <Alert color="blue" icon={<IconInfoCircle />} data-testid="owner-only-note">
              {text('periods.ownerOnly')}
            </Alert>
          )}
          <LockDateCard orgId={orgId} status={status.data} isOwner={isOwner} />
          <ClosingYearsCard
            orgId={orgId}
            status={status.data}
            isOwner={isOwner}
            createdAt={organization.created_at}
          />
        </Stack>
      )}
    </>
  );
}
