// Asset categories (/{orgId}/asset-category): each kind of asset with its cost, accumulated depreciation and
// expense accounts, its useful life and the tax maximum rate (Royal Decree No. 145); create, edit, delete.
import type { AssetCategory } from '@banchee/contracts';
import { assetCategoryInput } from '@banchee/contracts';
import { Button, Card, Group, Modal, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCategory, IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { EmptyBlock } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useOrgId } from '../../../lib/use-org-id';
import {
  useAccountOptions,
  useAssetCategories,
  useDeleteAssetCategory,
  useSaveAssetCategory,
} from '../api/categories';
import { useAssetText } from '../i18n/use-asset-text';

const blankOf = (category: AssetCategory | null) => ({
  code: category?.code ?? '',
  name: category?.name ?? '',
  assetAccountCode: category?.assetAccountCode ?? '',
  accumulatedAccountCode: category?.accumulatedAccountCode ?? '',
  expenseAccountCode: category?.expenseAccountCode ?? '',
  usefulLifeYears: category ? String(category.usefulLifeYears) : '5',
  taxMaxRate: category?.taxMaxRate ?? '20',
});

/** The form holds text; the contract wants the useful life as a whole number. */
const formSchema = z.preprocess(
  (v) => ({ ...(v as object), usefulLifeYears: Number((v as { usefulLifeYears: string }).usefulLifeYears) }),
  assetCategoryInput,
);

function CategoryModal({
  category,
  opened,
  onClose,
}: {
  category: AssetCategory | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { text, refusal, t } = useAssetText();
  const organizationId = useOrgId();
  const form = useForm(blankOf(category), t);
  const save = useSaveAssetCategory(organizationId);
  const assetAccounts = useAccountOptions(organizationId, 'asset');
  const expenseAccounts = useAccountOptions(organizationId, 'expense');
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(blankOf(category));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on open only
  }, [opened, category]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(formSchema);
    if (!input) return;
    save.mutate(
      { id: category?.id, input },
      {
        onSuccess: () => {
          notify.success(text('categories.saved', { name: input.name }));
          onClose();
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) notify.error(text('failed'), refusal(error));
        },
      },
    );
  };
  const accountSelect = (
    field: 'assetAccountCode' | 'accumulatedAccountCode' | 'expenseAccountCode',
    label: string,
  ) => (
    <Select
      label={label}
      withAsterisk
      searchable
      data={(field === 'expenseAccountCode' ? expenseAccounts.data : assetAccounts.data) ?? []}
      value={form.values[field] || null}
      onChange={(value) => form.set(field, value ?? '')}
      error={form.errors[field]}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? text('categories.editTitle', { name: category.name }) : text('categories.newTitle')}
      centered
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Group grow>
            <TextInput label={text('categories.name')} withAsterisk data-autofocus {...form.text('name')} />
            <TextInput label={text('categories.code')} {...form.text('code')} />
          </Group>
          {accountSelect('assetAccountCode', text('categories.assetAccount'))}
          {accountSelect('accumulatedAccountCode', text('categories.accumulatedAccount'))}
          {accountSelect('expenseAccountCode', text('categories.expenseAccount'))}
          <Group grow>
            <TextInput
              label={text('categories.usefulLife')}
              inputMode="numeric"
              withAsterisk
              {...form.text('usefulLifeYears')}
            />
            <TextInput
              label={text('categories.taxMaxRate')}
              inputMode="decimal"
              withAsterisk
              {...form.text('taxMaxRate')}
            />
          </Group>
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

export function AssetCategoriesPage() {
  const { text, refusal, t } = useAssetText();
  const organizationId = useOrgId();
  const categories = useAssetCategories(organizationId);
  const remove = useDeleteAssetCategory(organizationId);
  const [editing, setEditing] = useState<AssetCategory | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AssetCategory | null>(null);
  const open = (category: AssetCategory | null) => {
    setEditing(category);
    setFormOpen(true);
  };
  const rows = categories.data ?? [];

  return (
    <>
      <PageHeader
        title={text('categories.title')}
        subtitle={text('categories.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
            {text('categories.new')}
          </Button>
        }
      />
      <Card withBorder padding={0} radius="md">
        <Table highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={80}>{text('categories.code')}</Table.Th>
              <Table.Th>{text('categories.name')}</Table.Th>
              <Table.Th>{text('categories.assetAccount')}</Table.Th>
              <Table.Th>{text('categories.accumulatedAccount')}</Table.Th>
              <Table.Th>{text('categories.expenseAccount')}</Table.Th>
              <Table.Th ta="right">{text('categories.usefulLife')}</Table.Th>
              <Table.Th ta="right">{text('categories.taxMaxRate')}</Table.Th>
              <Table.Th w={96} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.isPending ? (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Skeleton h={22} />
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td c="dimmed">{category.code ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {category.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{category.assetAccountCode}</Table.Td>
                  <Table.Td>{category.accumulatedAccountCode}</Table.Td>
                  <Table.Td>{category.expenseAccountCode}</Table.Td>
                  <Table.Td ta="right">{category.usefulLifeYears}</Table.Td>
                  <Table.Td ta="right">{Number(category.taxMaxRate).toString()}%</Table.Td>
                  <Table.Td>
                    <RowActions
                      name={category.name}
                      edit={() => open(category)}
                      onDelete={() => setDeleting(category)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
        {categories.isError ? (
          <EmptyBlock icon={<IconCategory />} title={t('common.loadFailed')}>
            <Button variant="light" onClick={() => void categories.refetch()}>
              {t('common.retry')}
            </Button>
          </EmptyBlock>
        ) : !categories.isPending && rows.length === 0 ? (
          <EmptyBlock icon={<IconCategory />} title={text('categories.empty')} />
        ) : null}
      </Card>
      <CategoryModal category={editing} opened={formOpen} onClose={() => setFormOpen(false)} />
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
              notify.success(text('categories.deleted', { name }));
              setDeleting(null);
            },
            onError: (error) => notify.error(text('failed'), refusal(error)),
          });
        }}
      />
    </>
  );
}
