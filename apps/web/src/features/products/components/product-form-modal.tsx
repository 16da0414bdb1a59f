// Create or edit a product or service: type, code, name, description, unit (Thai units list), sale and
// purchase price (decimal strings, never floats), VAT treatment, and the purchase account its purchase lines are
// booked to (decision 0247; the expense account picker the purchase lines use). Field messages appear beside the
// fields.
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { itemInput } from '@banchee/contracts';
import { UNITS_OF_MEASURE } from '@banchee/domain';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { usePreferences } from '../../../lib/preferences';
import { useForm } from '../../../lib/use-form';
import { ExpenseAccountSelect } from '../../../components/expense-account-select';
import { MoneyInput } from '../../../components/money-input';
import { useSaveItem } from '../api/save-item';
import { vatTypes, type Item, type ItemInput, type ItemType, type VatType } from '../api/types';

interface Values extends Record<string, unknown> {
  type: ItemType;
  code: string;
  name: string;
  description: string;
  unit: string;
  sale_price: string;
  sale_vat_inclusive: boolean;
  purchase_price: string;
  purchase_vat_inclusive: boolean;
  vat_type: VatType;
  purchase_account_code: string;
}

const toValues = (item: Item | null): Values => ({
  type: item?.type ?? 'PRODUCT',
  code: item?.code ?? '',
  name: item?.name ?? '',
  description: item?.description ?? '',
  unit: item?.unit ?? '',
  sale_price: item?.sale_price ?? '',
  sale_vat_inclusive: item?.sale_vat_inclusive ?? false,
  purchase_price: item?.purchase_price ?? '',
  purchase_vat_inclusive: item?.purchase_vat_inclusive ?? false,
  vat_type: item?.vat_type ?? 'VAT7',
  purchase_account_code: item?.purchase_account_code ?? '',
});

export function ProductFormModal({
  organizationId,
  item,
  opened,
  onClose,
}: {
  organizationId: string;
  item: Item | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const form = useForm<Values>(toValues(item), t);
  const save = useSaveItem(organizationId);
  const { reset } = form;

  // Each opening starts from the product being edited (or a blank one).
  useEffect(() => {
    if (opened) reset(toValues(item));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset is recreated each render; run on open only
  }, [opened, item]);

  // The unit is stored as its Thai name (what Thai documents print, and what the demo data holds).
  const unitOptions: { value: string; label: string }[] = UNITS_OF_MEASURE.map((unit) => ({
    value: unit.nameTh,
    label: language === 'th' ? unit.nameTh : `${unit.nameEn} (${unit.nameTh})`,
  }));
  // Keep a unit the list does not know (older data) selectable instead of silently dropping it.
  if (form.values.unit && !unitOptions.some((option) => option.value === form.values.unit)) {
    unitOptions.unshift({ value: form.values.unit, label: form.values.unit });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The contract drops empty fields and checks prices as decimal strings (never floats).
    const parsed = form.validate(itemInput);
    if (!parsed) return;
    const input: ItemInput = {
      ...parsed,
      purchase_vat_inclusive: parsed.type === 'SERVICE' ? null : parsed.purchase_vat_inclusive,
    };
    save.mutate(
      { id: item?.id, input },
      {
        onSuccess: (saved) => {
          const name = saved?.name ?? parsed.name;
          notify.success(item ? t('products.updated', { name }) : t('products.created', { name }));
          onClose();
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) notify.error(t('products.saveFailed'), errorText(error, t));
        },
      },
    );
  };

  const isService = form.values.type === 'SERVICE';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={item ? t('products.editTitle', { name: item.name }) : t('products.newTitle')}
      size="lg"
      centered
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('products.newTitle')}>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('products.type')}
            value={form.values.type}
            onChange={(value) => form.set('type', value)}
            data={[
              { value: 'PRODUCT', label: t('products.typeProduct') },
              { value: 'SERVICE', label: t('products.typeService') },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('products.code')} {...form.text('code')} />
            <TextInput
              label={t('products.name')}
              withAsterisk
              data-autofocus
              style={{ gridColumn: 'span 2' }}
              {...form.text('name')}
            />
          </SimpleGrid>
          <Textarea
            label={t('products.description')}
            autosize
            minRows={2}
            maxRows={5}
            {...form.text('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('products.unit')}
              data={unitOptions}
              value={form.values.unit || null}
              onChange={(value) => form.set('unit', value ?? '')}
              searchable
              clearable
              error={form.errors.unit}
            />
            <Select
              label={t('products.vatType')}
              data={vatTypes.map((value) => ({ value, label: t(`products.vat.${value}`) }))}
              value={form.values.vat_type}
              onChange={(value) => form.set('vat_type', value ?? 'VAT7')}
              allowDeselect={false}
              error={form.errors.vat_type}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={6}>
              <MoneyInput
                label={t('products.salePrice')}
                placeholder="0.00"
                {...form.text('sale_price')}
                onChange={(value) => form.set('sale_price', value)}
              />
              <Checkbox
                label={t('products.saleVatInclusive')}
                checked={form.values.sale_vat_inclusive}
                onChange={(event) => form.set('sale_vat_inclusive', event.currentTarget.checked)}
              />
            </Stack>
            <Stack gap={6}>
              <MoneyInput
                label={t('products.purchasePrice')}
                placeholder="0.00"
                {...form.text('purchase_price')}
                onChange={(value) => form.set('purchase_price', value)}
              />
              {isService ? null : (
                <Checkbox
                  label={t('products.purchaseVatInclusive')}
                  checked={form.values.purchase_vat_inclusive}
                  onChange={(event) => form.set('purchase_vat_inclusive', event.currentTarget.checked)}
                />
              )}
            </Stack>
          </SimpleGrid>
          <ExpenseAccountSelect
            organizationId={organizationId}
            label={t('products.purchaseAccount')}
            hideLabel={false}
            description={t('products.purchaseAccountHint')}
            placeholder={t('products.purchaseAccountPlaceholder')}
            nothingFound={t('products.noExpenseAccounts')}
            value={form.values.purchase_account_code}
            onChange={(code) => form.set('purchase_account_code', code)}
            clearable
            error={form.errors.purchase_account_code}
            testId="product-purchase-account"
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
