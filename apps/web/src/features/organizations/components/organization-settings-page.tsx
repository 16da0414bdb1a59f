// The organisation settings page (/{orgId}/settings, from the profile menu; issue #10 §2): the organisation's
// particulars and print defaults (organization-form), the images printed on documents (images-section) and
// the bank accounts money is received into (bank-accounts-section).
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/full-page-loading';
import { useOrgId } from '../../../lib/use-org-id';
import { useOrganization } from '../api/get-organization';
import { BankAccountsSection } from './bank-accounts-section';
import { ImagesSection } from './images-section';
import { OrganizationForm } from './organization-form';
import { failureText } from './settings-failure';

export function OrganizationSettingsPage() {
  const { t } = useTranslation();
  const organizationId = useOrgId();
  const organization = useOrganization(organizationId);
  if (organization.isPending) return <Loading />;
  if (organization.isError) return <Text c="red">{failureText(organization.error, t)}</Text>;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={24}>
        {t('settings.title')}
      </Title>
      <OrganizationForm key={organization.data.updated_at} organization={organization.data} />
      <ImagesSection organizationId={organizationId} />
      <BankAccountsSection organizationId={organizationId} />
    </Stack>
  );
}
