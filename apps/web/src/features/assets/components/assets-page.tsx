// The asset register (/{orgId}/assets): every asset with its cost, accumulated depreciation, book value and
// status; search by code or name; a row opens the asset (/{orgId}/assets/{id}).
import { Badge, Button, Card, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconBuildingFactory2, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { ListFooter } from '../../../components/list-footer';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useAssets } from '../api/assets';
import { useAssetText } from '../i18n/use-asset-text';

export const STATUS_COLORS = { ACTIVE: 'teal', SOLD: 'gray', WRITTEN_OFF: 'red' } as const;

export function AssetsPage() {
  const { text, t } = useAssetText();
  const organizationId = useOrgId();
  const navigate = useNavigate();
  const { money } = useFormatters();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setPage(1);
  }, []);
  const assets = useAssets(organizationId, { page, search });
  const rows = assets.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={text('assets.title')}
        subtitle={text('assets.subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => void navigate(`/${organizationId}/assets/new`)}
          >
            {text('assets.new')}
          </Button>
        }
      />
      <Group mb="md">
        <SearchInput placeholder={`${text('assets.code')} / ${text('assets.name')}`} onSearch={onSearch} />
      </Group>
      <Card withBorder padding={0} radius="md">
        <Table highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={110}>{text('assets.code')}</Table.Th>
              <Table.Th>{text('assets.name')}</Table.Th>
              <Table.Th>{text('assets.category')}</Table.Th>
              <Table.Th ta="right">{text('assets.cost')}</Table.Th>
              <Table.Th ta="right">{text('assets.accumulated')}</Table.Th>
              <Table.Th ta="right">{text('assets.bookValue')}</Table.Th>
              <Table.Th>{text('assets.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assets.isPending ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Skeleton h={22} />
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((asset) => (
                <Table.Tr
                  key={asset.id}
                  style={{ cursor: 'pointer' }}
                  tabIndex={0}
                  onClick={() => void navigate(`/${organizationId}/assets/${asset.id}`)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') void navigate(`/${organizationId}/assets/${asset.id}`);
                  }}
                >
                  <Table.Td c="dimmed">{asset.code ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {asset.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{asset.categoryName}</Table.Td>
                  <Table.Td ta="right">{money(asset.cost)}</Table.Td>
                  <Table.Td ta="right">{money(asset.accumulated)}</Table.Td>
                  <Table.Td ta="right">{money(asset.bookValue)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[asset.status]}>
                      {text(`statuses.${asset.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
        {assets.isError ? (
          <EmptyBlock icon={<IconBuildingFactory2 />} title={t('common.loadFailed')}>
            <Button variant="light" onClick={() => void assets.refetch()}>
              {t('common.retry')}
            </Button>
          </EmptyBlock>
        ) : !assets.isPending && rows.length === 0 ? (
          <EmptyBlock icon={<IconBuildingFactory2 />} title={text('assets.empty')} />
        ) : null}
        <ListFooter pagination={assets.data?.pagination} onPage={setPage} />
      </Card>
    </>
  );
}
