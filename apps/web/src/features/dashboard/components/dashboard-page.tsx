// The organisation dashboard (/{orgId}/dashboard): today's figures from GET /dashboard (sales this month vs
// last month, receivables, overdue invoices, cash and bank, top customers, a twelve-month sales chart loaded
// lazily), each linking to its list or report; then real counts (contacts, products, warehouses) and the
// organisation's details.
import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatTaxId } from '@banchee/domain';
import { IconAddressBook, IconBuildingWarehouse, IconPackage } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useCurrentOrganization } from '../../../lib/current-organization';
import { useFormatters } from '../../../lib/format';
import { useDashboardCounts } from '../api/get-counts';
import { DashboardFigures } from './dashboard-figures';

function StatCard({
  label,
  icon,
  query,
  to,
  testId,
  children,
}: {
  label: string;
  icon: ReactNode;
  query: UseQueryResult<number>;
  to: string;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {query.isPending ? (
            <Skeleton h={38} w={64} />
          ) : (
            <Text
              fz={32}
              fw={700}
              lh={1.2}
              data-testid={testId}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {query.isError ? '—' : query.data.toLocaleString('en-US')}
            </Text>
          )}
        </Stack>
        <ThemeIcon size={44} radius="md" variant="light">
          {icon}
        </ThemeIcon>
      </Group>
      {children}
      <Anchor component={Link} to={to} size="sm" mt="sm">
        {t('dashboard.viewAll')}
      </Anchor>
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  const counts = useDashboardCounts(organization.id);
  const { date } = useFormatters();
  const base = `/${organization.id}`;
  const salesperson = organization.users?.find((user) => user.is_default);

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={
          <>
            <span data-testid="dashboard-organization">{organization.name}</span> · {t('common.today')}{' '}
            {date(new Date())}
          </>
        }
      />
      <DashboardFigures organizationId={organization.id} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        <StatCard
          label={t('dashboard.contacts')}
          icon={<IconAddressBook />}
          query={counts.contacts}
          to={`${base}/contacts`}
          testId="count-contacts"
        >
          <Group gap="xs" mt="xs">
            <Badge variant="light" color="brand">
              {t('dashboard.clients')} {counts.clients.data ?? '…'}
            </Badge>
            <Badge variant="light" color="orange">
              {t('dashboard.suppliers')} {counts.suppliers.data ?? '…'}
            </Badge>
          </Group>
        </StatCard>
        <StatCard
          label={t('dashboard.products')}
          icon={<IconPackage />}
          query={counts.items}
          to={`${base}/products`}
          testId="count-products"
        />
        <StatCard
          label={t('dashboard.warehouses')}
          icon={<IconBuildingWarehouse />}
          query={counts.warehouses}
          to={`${base}/warehouse`}
          testId="count-warehouses"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {organization.name_en ?? organization.name}
            </Title>
            {organization.tax_id ? (
              <Text size="sm">
                {t('dashboard.taxId')}: {formatTaxId(organization.tax_id)}{' '}
                {!organization.branch_code || organization.branch_code === '00000'
                  ? `(${t('home.headOffice')})`
                  : `(${t('home.branch', { code: organization.branch_code })})`}
              </Text>
            ) : null}
            {organization.address ? (
              <Text size="sm" c="dimmed">
                {organization.address} {organization.zip_code ?? ''}
              </Text>
            ) : null}
            {salesperson ? (
              <Text size="sm">
                {t('dashboard.defaultSalesperson')}: {salesperson.first_name} {salesperson.last_name}
              </Text>
            ) : null}
            {organization.users ? (
              <Text size="sm" c="dimmed">
                {t('dashboard.members')}: {organization.users.length} ·{' '}
                <Anchor component={Link} to={`${base}/members`} size="sm">
                  {t('invitations.manage')}
                </Anchor>
              </Text>
            ) : null}
          </Stack>
        </Card>
      </SimpleGrid>
    </>
  );
}
