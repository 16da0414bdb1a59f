// An asset (/{orgId}/assets/new and /{orgId}/assets/{id}): the form (made by hand; from a purchase or expense
// line is not available yet), then on a saved asset its figures, the schedule, the bookings and disposal.
import type { Asset } from '@banchee/contracts';
import { assetInput } from '@banchee/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useOrgId } from '../../../lib/use-org-id';
import { useAsset, useDeleteAsset, useSaveAsset } from '../api/assets';
import { useAssetCategories } from '../api/categories';
import { useAssetText } from '../i18n/use-asset-text';
import { AssetSchedule } from './asset-schedule';
import { STATUS_COLORS } from './assets-page';
import { AssetDateInput } from './date-input';
import { DisposeModal } from './dispose-modal';

const valuesOf = (asset: Asset | undefined) => ({
  code: asset?.code ?? '',
  name: asset?.name ?? '',
  categoryId: asset?.categoryId ?? '',
  acquisitionDate: asset?.acquisitionDate ?? '',
  startDate: asset?.startDate ?? '',
  cost: asset?.cost ?? '',
  residualValue: asset?.residualValue ?? '',
  usefulLifeYears: asset ? String(asset.usefulLifeYears) : '',
  method: asset?.method ?? 'STRAIGHT_LINE',
  decliningRate: asset?.decliningRate ?? '',
  openingAccumulated: asset?.openingAccumulated ?? '',
  notes: asset?.notes ?? '',
});

/** The form holds text; the contract wants the useful life as a whole number. */
const formSchema = z.preprocess((value) => {
  const form = value as ReturnType<typeof valuesOf>;
  return {
    ...form,
    usefulLifeYears: form.usefulLifeYears === '' ? undefined : Number(form.usefulLifeYears),
    decliningRate: form.method === 'DECLINING_BALANCE' ? form.decliningRate : '',
  };
}, assetInput);

function AssetForm({ asset }: { asset: Asset | undefined }) {
  const { text, refusal, ruleErrors, t } = useAssetText();
  const organizationId = useOrgId();
  const navigate = useNavigate();
  const categories = useAssetCategories(organizationId);
  const form = useForm(valuesOf(asset), t);
  const save = useSaveAsset(organizationId);
  const { reset } = form;
  useEffect(() => reset(valuesOf(asset)), [asset]); // eslint-disable-line react-hooks/exhaustive-deps -- on load

  const pickCategory = (id: string | null) => {
    form.set('categoryId', id ?? '');
    const category = categories.data?.find((c) => c.id === id);
    if (category && form.values.usefulLifeYears === '')
      form.set('usefulLifeYears', String(category.usefulLifeYears));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(formSchema, (values) => ruleErrors(formSchema, values));
    if (!input) return;
    save.mutate(
      { id: asset?.id, input },
      {
        onSuccess: (saved) => {
          notify.success(text('assets.saved', { name: saved.name }));
          if (!asset) void navigate(`/${organizationId}/assets/${saved.id}`, { replace: true });
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) notify.error(text('failed'), refusal(error));
        },
      },
    );
  };
  const date = (field: 'acquisitionDate' | 'startDate') => (
    <AssetDateInput
      label={text(`assets.${field}`)}
      withAsterisk
      value={form.values[field]}
      error={form.errors[field]}
      onChange={(value) => form.set(field, value)}
    />
  );

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {asset ? null : (
            <Alert color="blue" variant="light">
              {text('assets.byHand')}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={text('assets.name')} withAsterisk data-autofocus {...form.text('name')} />
            <TextInput label={text('assets.code')} {...form.text('code')} />
            <Select
              label={text('assets.category')}
              withAsterisk
              searchable
              data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              value={form.values.categoryId || null}
              onChange={pickCategory}
              error={form.errors.categoryId}
            />
            <Select
              label={text('assets.method')}
              data={[
                { value: 'STRAIGHT_LINE', label: text('methods.STRAIGHT_LINE') },
                { value: 'DECLINING_BALANCE', label: text('methods.DECLINING_BALANCE') },
              ]}
              value={form.values.method}
              onChange={(value) => form.set('method', value ?? 'STRAIGHT_LINE')}
              allowDeselect={false}
            />
            {date('acquisitionDate')}
            {date('startDate')}
            <TextInput label={text('assets.cost')} inputMode="decimal" withAsterisk {...form.text('cost')} />
            <TextInput
              label={text('assets.residualValue')}
              inputMode="decimal"
              {...form.text('residualValue')}
            />
            <TextInput
              label={text('assets.usefulLife')}
              inputMode="numeric"
              withAsterisk
              {...form.text('usefulLifeYears')}
            />
            {form.values.method === 'DECLINING_BALANCE' ? (
              <TextInput
                label={text('assets.decliningRate')}
                inputMode="decimal"
                {...form.text('decliningRate')}
              />
            ) : null}
            <TextInput
              label={text('assets.openingAccumulated')}
              inputMode="decimal"
              {...form.text('openingAccumulated')}
            />
          </SimpleGrid>
          <Textarea label={text('assets.notes')} rows={2} {...form.text('notes')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(`/${organizationId}/assets`)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function Figures({ asset }: { asset: Asset }) {
  const { text } = useAssetText();
  const { money, date } = useFormatters();
  const figure = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
  return (
    <Card withBorder radius="md" padding="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {figure(text('assets.cost'), money(asset.cost))}
        {figure(text('assets.accumulated'), money(asset.accumulated))}
        {figure(text('assets.bookValue'), money(asset.bookValue))}
        {asset.disposalDate
          ? figure(
              text('assets.disposal'),
              `${date(asset.disposalDate)} · ${money(asset.disposalProceeds ?? '0')}`,
            )
          : figure(text('assets.residualValue'), money(asset.residualValue))}
      </SimpleGrid>
      {asset.taxCeilingExceeded ? (
        <Alert color="yellow" variant="light" mt="sm">
          {text('assets.taxCeiling')}
        </Alert>
      ) : null}
    </Card>
  );
}

export function AssetFormPage() {
  const { text, refusal, t } = useAssetText();
  const { id } = useParams();
  const organizationId = useOrgId();
  const navigate = useNavigate();
  const asset = useAsset(organizationId, id);
  const remove = useDeleteAsset(organizationId);
  const [disposing, setDisposing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (id && asset.isPending) return <Loading />;
  const current = asset.data;
  const active = current?.status === 'ACTIVE';

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title={current ? current.name : text('assets.newTitle')}
        subtitle={current ? current.categoryName : undefined}
        actions={
          current ? (
            <>
              <Badge variant="light" size="lg" color={STATUS_COLORS[current.status]}>
                {text(`statuses.${current.status}`)}
              </Badge>
              {active ? (
                <Button variant="light" color="red" onClick={() => setDisposing(true)}>
                  {text('assets.dispose')}
                </Button>
              ) : null}
              <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                {t('common.delete')}
              </Button>
            </>
          ) : null
        }
      />
      <Stack>
        {current ? <Figures asset={current} /> : null}
        <AssetForm asset={current} />
        {current ? <AssetSchedule assetId={current.id} /> : null}
      </Stack>
      {current ? (
        <DisposeModal asset={current} opened={disposing} onClose={() => setDisposing(false)} />
      ) : null}
      <ConfirmDelete
        name={current?.name ?? ''}
        opened={deleting}
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          if (!current) return;
          remove.mutate(current.id, {
            onSuccess: () => {
              notify.success(text('assets.deleted', { name: current.name }));
              void navigate(`/${organizationId}/assets`);
            },
            onError: (error) => {
              setDeleting(false);
              notify.error(text('failed'), refusal(error));
            },
          });
        }}
      />
    </Container>
  );
}
