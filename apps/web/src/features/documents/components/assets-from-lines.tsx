// A stored purchase (RI) or expense (EXP): each of its lines may become a fixed asset (decision 0182) — the
// button opens a short form (category, useful life from the category, method, name) and posts
// POST /fixed-assets/from-line; the server takes the cost (the line before VAT) and the date (the document's),
// and moves the cost onto the category's asset account (decision 0228: the form shows that entry before it is
// made), and the new asset's page opens. A voided or rejected document offers nothing.
import type { SalesDocument } from '@banchee/contracts';
import { parseMoney, toMoneyString } from '@banchee/domain';
import { Button, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { formatMoneyText } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAssetCategoryOptions, useCreateAssetFromLine } from '../api/asset-from-line';
import { useAssetFromLineText } from '../i18n/asset-from-line';
import { Section } from './editor-section';

type Line = SalesDocument['items'][number];
type Method = 'STRAIGHT_LINE' | 'DECLINING_BALANCE';

/** The line's amount before VAT, as the server takes it for the cost (grand total − VAT). */
function beforeVat(line: Line): string {
  return toMoneyString(parseMoney(line.grand_total) - parseMoney(line.tax_amount));
}

function AssetFromLineModal({
  organizationId,
  line,
  onClose,
}: {
  organizationId: string;
  line: Line | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useAssetFromLineText();
  const navigate = useNavigate();
  const categories = useAssetCategoryOptions(organizationId, line !== null);
  const save = useCreateAssetFromLine(organizationId);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [usefulLife, setUsefulLife] = useState<number | string>('');
  const [method, setMethod] = useState<Method>('STRAIGHT_LINE');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const chosenCategory = categories.data?.find((c) => c.id === categoryId);

  const close = () => {
    setCategoryId(null);
    setUsefulLife('');
    setName('');
    setErrors({});
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!line) return;
    if (!categoryId) {
      setErrors({ categoryId: t('validation.required') });
      return;
    }
    save.mutate(
      {
        sourceLineId: line.id,
        categoryId,
        usefulLifeYears: Number(usefulLife),
        method,
        ...(name.trim() ? { name: name.trim() } : {}),
      },
      {
        onSuccess: (asset) => {
          notify.success(text('saved', { name: asset.name }));
          close();
          void navigate(`/${organizationId}/assets/${asset.id}`);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          notify.error(text('saveFailed'), errorText(error, t));
        },
      },
    );
  };

  return (
    <Modal opened={line !== null} onClose={close} title={text('modalTitle', { name: line?.name ?? '' })}>
      <form onSubmit={onSubmit} noValidate aria-label={text('action')}>
        <Stack>
          <TextInput
            label={text('name')}
            placeholder={line?.name}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <Select
            label={text('category')}
            placeholder={text('categoryPlaceholder')}
            data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={categoryId}
            onChange={(id) => {
              setCategoryId(id);
              const category = categories.data?.find((c) => c.id === id);
              if (category) setUsefulLife(category.usefulLifeYears);
            }}
            withAsterisk
            data-autofocus
            error={errors.categoryId}
          />
          {chosenCategory && line ? (
            <Text size="sm" c="dimmed" data-testid="asset-posting">
              {text('posting', {
                account: chosenCategory.assetAccountCode,
                amount: formatMoneyText(beforeVat(line)),
              })}
            </Text>
          ) : null}
          <NumberInput
            label={text('usefulLife')}
            value={usefulLife}
            onChange={setUsefulLife}
            min={1}
            max={100}
            allowDecimal={false}
            withAsterisk
            error={errors.usefulLifeYears}
          />
          <Select
            label={text('method')}
            data={(['STRAIGHT_LINE', 'DECLINING_BALANCE'] as const).map((m) => ({
              value: m,
              label: text(`methods.${m}`),
            }))}
            value={method}
            onChange={(m) => setMethod(m ?? 'STRAIGHT_LINE')}
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {text('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Shown on a stored, not void, receiving-inventory or expense document with lines. */
export function AssetsFromLines({
  organizationId,
  document,
}: {
  organizationId: string;
  document: SalesDocument;
}) {
  const text = useAssetFromLineText();
  const [chosen, setChosen] = useState<Line | null>(null);
  const inactive = document.status === 'VOID' || document.status === 'REJECTED';
  if (!['RI', 'EXP'].includes(document.kind) || inactive || document.items.length === 0) {
    return null;
  }
  return (
    <Section title={text('title')} testId="assets-from-lines">
      <Text size="sm" c="dimmed" mb="xs">
        {text('hint')}
      </Text>
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text('line')}</Table.Th>
            <Table.Th ta="right">{text('amount')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {document.items.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td ta="right">{formatMoneyText(beforeVat(line))}</Table.Td>
              <Table.Td ta="right">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconBuildingFactory2 size={14} />}
                  aria-label={`${text('action')} ${line.name}`}
                  onClick={() => setChosen(line)}
                >
                  {text('action')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <AssetFromLineModal organizationId={organizationId} line={chosen} onClose={() => setChosen(null)} />
    </Section>
  );
}
