// The organisation's own particulars on the settings page: Thai and English names, the Thai address in parts
// with the postcode look-up (decision 0240) and the English one-line address, tax id
// (mod-11 checksum) and branch, PromptPay id, numbering reset, default print language and era, and whether
// sales may take stock below zero (decision 0205).
// A plain form: Tab moves through the fields, Enter in a field submits it.
import { organizationInput, type OrganizationWithUsers } from '@banchee/contracts';
import {
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import {
  addressValues,
  ThaiAddressFields,
  type AddressValues,
} from '../../../components/thai-address-fields';
import { taxIdError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useUpdateOrganization } from '../api/update-organization';
import { failureText } from './settings-failure';

interface Values extends AddressValues {
  name: string;
  name_en: string;
  address_en: string;
  tax_id: string;
  branch_code: string;
  phone: string;
  email: string;
  promptpay_id: string;
  numbering_reset: string;
  print_language: string;
  print_era: string;
  allow_negative_stock: boolean;
}

const toValues = (o: OrganizationWithUsers): Values => ({
  name: o.name,
  name_en: o.name_en ?? '',
  ...addressValues(o),
  address_en: o.address_en ?? '',
  tax_id: o.tax_id ?? '',
  branch_code: o.branch_code,
  phone: o.phone ?? '',
  email: o.email ?? '',
  promptpay_id: o.promptpay_id ?? '',
  numbering_reset: o.numbering_reset ?? 'daily',
  print_language: o.print_language ?? 'th',
  print_era: o.print_era ?? 'BE',
  allow_negative_stock: o.allow_negative_stock ?? false,
});

export function OrganizationForm({ organization }: { organization: OrganizationWithUsers }) {
  const { t } = useTranslation();
  const form = useForm<Values>(toValues(organization), t);
  const save = useUpdateOrganization(organization.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate(organizationInput, (values) => ({ tax_id: taxIdError(values.tax_id, t) }));
    if (!parsed) return;
    save.mutate(parsed, {
      onSuccess: () => notify.success(t('settings.saved')),
      onError: (error) => {
        if (!form.showServerErrors(error)) notify.error(t('settings.saveFailed'), failureText(error, t));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.company')}>
      <Stack gap="lg">
        <FormSection title={t('settings.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('settings.nameTh')} withAsterisk autoFocus {...form.text('name')} />
            <TextInput label={t('settings.nameEn')} {...form.text('name_en')} />
          </SimpleGrid>
          <ThaiAddressFields form={form} oneLineLabel={t('settings.addressTh')} />
          <Textarea label={t('settings.addressEn')} rows={2} {...form.text('address_en')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('settings.taxId')}
              inputMode="numeric"
              maxLength={17}
              placeholder="0000000000000"
              {...form.text('tax_id')}
            />
            <TextInput
              label={t('settings.branch')}
              description={t('settings.branchHint')}
              inputMode="numeric"
              maxLength={5}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.text('branch_code')}
            />
            <TextInput label={t('settings.phone')} type="tel" {...form.text('phone')} />
            <TextInput label={t('settings.email')} type="email" {...form.text('email')} />
            <TextInput
              label={t('settings.promptPay')}
              description={t('settings.promptPayHint')}
              inputMode="numeric"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.text('promptpay_id')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('settings.printing')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('settings.numberingReset')}
              description={t('settings.numberingResetHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              allowDeselect={false}
              value={form.values.numbering_reset}
              onChange={(value) => form.set('numbering_reset', value ?? 'daily')}
              data={(['daily', 'monthly', 'yearly', 'never'] as const).map((value) => ({
                value,
                label: t(`settings.reset.${value}`),
              }))}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('settings.printLanguage')}
              </Text>
              <SegmentedControl
                aria-label={t('settings.printLanguage')}
                value={form.values.print_language}
                onChange={(value) => form.set('print_language', value)}
                data={[
                  { value: 'th', label: 'ไทย' },
                  { value: 'en', label: 'English' },
                ]}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('settings.printEra')}
              </Text>
              <SegmentedControl
                aria-label={t('settings.printEra')}
                value={form.values.print_era}
                onChange={(value) => form.set('print_era', value)}
                data={[
                  { value: 'BE', label: t('shell.calendarBE') },
                  { value: 'CE', label: t('shell.calendarCE') },
                ]}
              />
            </Stack>
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('settings.stock')}>
          <Checkbox
            label={t('settings.allowNegativeStock')}
            description={t('settings.allowNegativeStockHint')}
            checked={form.values.allow_negative_stock}
            onChange={(event) => form.set('allow_negative_stock', event.currentTarget.checked)}
          />
        </FormSection>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
