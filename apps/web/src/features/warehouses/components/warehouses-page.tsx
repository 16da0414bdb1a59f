// Warehouses (/{orgId}/warehouse): the organisation's stock locations, with create, edit and delete, and the
// inventory account each keeps its goods on (decision 0211: 11510 by default; the API refuses a change while
// the warehouse holds stock, WAREHOUSE.ACCOUNT_HOLDS_STOCK, shown under the picker).
import {
  Button,
  Card,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuildingWarehouse, IconClipboardList, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { warehouseInput } from '@banchee/contracts';
import { DEFAULT_INVENTORY_ACCOUNT } from '@banchee/domain';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { EmptyBlock } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { errorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useOrgId } from '../../../lib/use-org-id';
import { useDeleteWarehouse } from '../api/delete-warehouse';
import { useInventoryAccountOptions } from '../api/inventory-accounts';
import { useWarehouses } from '../api/list-warehouses';
import { useSaveWarehouse } from '../api/save-warehouse';
import type { Warehouse } from '../api/types';

function WarehouseFormModal({
  warehouse,
  opened,
  onClose,
}: {
  warehouse: Warehouse | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const organizationId = useOrgId();
  const valuesOf = (w: Warehouse | null) => ({
    code: w?.code ?? '',
    name: w?.name ?? '',
    address: w?.address ?? '',
    inventoryAccountCode: w?.inventoryAccountCode ?? DEFAULT_INVENTORY_ACCOUNT,
  });
  const form = useForm(valuesOf(warehouse), t);
  const save = useSaveWarehouse(organizationId);
  const accounts = useInventoryAccountOptions(organizationId, i18n.language === 'en' ? 'en' : 'th', opened);
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(valuesOf(warehouse));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on open only
  }, [opened, warehouse]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(warehouseInput);
    if (!input) return;
    save.mutate(
      { id: warehouse?.id, input },
      {
        onSuccess: () => {
          notify.success(t(warehouse ? 'warehouses.updated' : 'warehouses.created', { name: input.name }));
          onClose();
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) notify.error(t('warehouses.saveFailed'), errorText(error, t));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={warehouse ? t('warehouses.editTitle', { name: warehouse.name }) : t('warehouses.newTitle')}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label={t('warehouses.name')} withAsterisk data-autofocus {...form.text('name')} />
          <TextInput label={t('warehouses.code')} {...form.text('code')} />
          <Textarea label={t('warehouses.address')} autosize minRows={2} {...form.text('address')} />
          <Select
            label={t('warehouses.inventoryAccount')}
            description={t('warehouses.inventoryAccountHint')}
            data={
              accounts.data ?? [
                { value: form.values.inventoryAccountCode, label: form.values.inventoryAccountCode },
              ]
            }
            value={form.values.inventoryAccountCode}
            onChange={(code) => form.set('inventoryAccountCode', code ?? DEFAULT_INVENTORY_ACCOUNT)}
            allowDeselect={false}
            searchable
            error={form.errors.inventoryAccountCode}
            data-testid="warehouse-inventory-account"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function WarehousesPage() {
  const { t } = useTranslation();
  const organizationId = useOrgId();
  const warehouses = useWarehouses(organizationId);
  const [editing, setEditing] = useState<Warehouse | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Warehouse | null>(null);
  const remove = useDeleteWarehouse(organizationId);
  const open = (warehouse: Warehouse | null) => {
    setEditing(warehouse);
    setFormOpen(true);
  };
  const rows = warehouses.data ?? [];

  return (
    <>
      <PageHeader
        title={t('warehouses.title')}
        actions={
          <Group>
            <Button
              variant="default"
              component={Link}
              to={`/${organizationId}/warehouse/counts`}
              leftSection={<IconClipboardList size={18} />}
            >
              {t('warehouses.counts')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
              {t('warehouses.new')}
            </Button>
          </Group>
        }
      />
      <Card withBorder padding={0} radius="md">
        <Table highlightOnHover className="list-cards">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={140}>{t('warehouses.code')}</Table.Th>
              <Table.Th>{t('warehouses.name')}</Table.Th>
              <Table.Th>{t('warehouses.address')}</Table.Th>
              <Table.Th w={160}>{t('warehouses.inventoryAccount')}</Table.Th>
              <Table.Th w={96}>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {warehouses.isPending
              ? [0, 1, 2].map((key) => (
                  <Table.Tr key={key}>
                    <Table.Td colSpan={5}>
                      <Skeleton h={22} />
                    </Table.Td>
                  </Table.Tr>
                ))
              : rows.map((warehouse) => (
                  <Table.Tr key={warehouse.id}>
                    <Table.Td fz="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {warehouse.code ?? '—'}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {warehouse.name}
                      </Text>
                    </Table.Td>
                    <Table.Td fz="sm" c="dimmed">
                      {warehouse.address ?? ''}
                    </Table.Td>
                    <Table.Td fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {warehouse.inventoryAccountCode}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        name={warehouse.name}
                        edit={() => open(warehouse)}
                        onDelete={() => setDeleting(warehouse)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
        {warehouses.isError ? (
          <EmptyBlock icon={<IconBuildingWarehouse />} title={t('common.loadFailed')}>
            <Button variant="light" onClick={() => void warehouses.refetch()}>
              {t('common.retry')}
            </Button>
          </EmptyBlock>
        ) : !warehouses.isPending && rows.length === 0 ? (
          <EmptyBlock icon={<IconBuildingWarehouse />} title={t('warehouses.empty')} />
        ) : null}
      </Card>
      <WarehouseFormModal warehouse={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
      <ConfirmDelete
        name={deleting?.name ?? ''}
        opened={deleting !== null}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { name } = deleting;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(t('warehouses.deleted', { name }));
              setDeleting(null);
            },
            onError: (error) => notify.error(t('warehouses.deleteFailed'), errorText(error, t)),
          });
        }}
      />
    </>
  );
}
