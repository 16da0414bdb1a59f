// Products and services (/{orgId}/products): server-side search (150 ms debounce), 20 a page, create,
// edit and delete with confirmation.
import { Badge, Button, Card, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { UNITS_OF_MEASURE } from '@banchee/domain';
import { IconPackage, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { EmptyBlock } from '../../../components/empty-state';
import { ListFooter } from '../../../components/list-footer';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { RowActions } from '../../../components/row-actions';
import { errorText } from '../../../lib/form-errors';
import { formatMoneyText } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePreferences } from '../../../lib/preferences';
import { useOrgId } from '../../../lib/use-org-id';
import { useDeleteItem } from '../api/delete-item';
import { useItems } from '../api/list-items';
import type { Item } from '../api/types';
import { ProductFormModal } from './product-form-modal';

export function ProductsPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const organizationId = useOrgId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const items = useItems(organizationId, { page, search });
  const [editing, setEditing] = useState<Item | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const remove = useDeleteItem(organizationId);

  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setPage(1);
  }, []);

  const unitLabel = (unit: string | undefined) => {
    const known = UNITS_OF_MEASURE.find((u) => u.nameTh === unit || u.code === unit);
    return known ? (language === 'th' ? known.nameTh : known.nameEn) : (unit ?? '');
  };

  const openForm = (item: Item | null) => {
    setEditing(item);
    setFormOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { name } = deleting;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify.success(t('products.deleted', { name }));
        setDeleting(null);
      },
      onError: (error) => notify.error(t('products.deleteFailed'), errorText(error, t)),
    });
  };

  const rows = items.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('products.title')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => openForm(null)}>
            {t('products.new')}
          </Button>
        }
      />
      <Card withBorder padding={0} radius="md">
        <Group p="md" justify="space-between">
          <SearchInput placeholder={t('products.searchPlaceholder')} onSearch={onSearch} />
        </Group>
        <Table.ScrollContainer minWidth={720} className="list-cards">
          <Table highlightOnHover aria-busy={items.isFetching}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={120}>{t('products.code')}</Table.Th>
                <Table.Th>{t('products.name')}</Table.Th>
                <Table.Th w={110}>{t('products.type')}</Table.Th>
                <Table.Th w={100}>{t('products.unit')}</Table.Th>
                <Table.Th w={140} ta="right">
                  {t('products.salePrice')}
                </Table.Th>
                <Table.Th w={110}>{t('products.vatType')}</Table.Th>
                <Table.Th w={96}>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.isPending
                ? Array.from({ length: 6 }, (_, index) => (
                    <Table.Tr key={index}>
                      <Table.Td colSpan={7}>
                        <Skeleton h={22} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : rows.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td fz="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {item.code ?? '—'}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {item.name}
                        </Text>
                        {item.description ? (
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {item.description}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={item.type === 'SERVICE' ? 'grape' : 'brand'}>
                          {item.type === 'SERVICE' ? t('products.typeService') : t('products.typeProduct')}
                        </Badge>
                      </Table.Td>
                      <Table.Td fz="sm">{unitLabel(item.unit)}</Table.Td>
                      <Table.Td ta="right" fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMoneyText(item.sale_price)}
                      </Table.Td>
                      <Table.Td fz="sm">{item.vat_type ? t(`products.vat.${item.vat_type}`) : ''}</Table.Td>
                      <Table.Td>
                        <RowActions
                          name={item.name}
                          edit={() => openForm(item)}
                          onDelete={() => setDeleting(item)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {items.isError ? (
          <EmptyBlock icon={<IconPackage />} title={t('common.loadFailed')}>
            <Button variant="light" onClick={() => void items.refetch()}>
              {t('common.retry')}
            </Button>
          </EmptyBlock>
        ) : !items.isPending && rows.length === 0 ? (
          <EmptyBlock
            icon={<IconPackage />}
            title={search ? t('common.noResults', { search }) : t('products.empty')}
          />
        ) : null}
        <ListFooter pagination={items.data?.pagination} onPage={setPage} />
      </Card>
      <ProductFormModal
        organizationId={organizationId}
        item={editing}
        opened={formOpen}
        onClose={() => setFormOpen(false)}
      />
      <ConfirmDelete
        name={deleting?.name ?? ''}
        opened={deleting !== null}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
