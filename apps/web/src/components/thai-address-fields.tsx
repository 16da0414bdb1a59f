// A Thai address in parts (decision 0240): number / building, road, postcode, then the sub-district chosen from
// the postcode's places (autocomplete: choosing one fills the district, the province and the geocode), district
// and province. A record that has only a one-line address keeps it in its own box until parts are typed: the
// parts then compose the one line on the server.
import { Autocomplete, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormState } from '../lib/use-form';
import { usePostcodePlaces } from '../lib/thai-addresses';

export interface AddressValues extends Record<string, unknown> {
  address: string;
  zip_code: string;
  address_number: string;
  address_road: string;
  address_sub_district: string;
  address_district: string;
  address_province: string;
  address_sub_district_code: string;
}

type WithAddress = {
  address?: string | undefined;
  zip_code?: string | undefined;
  address_number?: string | undefined;
  address_road?: string | undefined;
  address_sub_district?: string | undefined;
  address_district?: string | undefined;
  address_province?: string | undefined;
  address_sub_district_code?: string | undefined;
};

/** The form values of a record's address. */
export const addressValues = (r: WithAddress | undefined): AddressValues => ({
  address: r?.address ?? '',
  zip_code: r?.zip_code ?? '',
  address_number: r?.address_number ?? '',
  address_road: r?.address_road ?? '',
  address_sub_district: r?.address_sub_district ?? '',
  address_district: r?.address_district ?? '',
  address_province: r?.address_province ?? '',
  address_sub_district_code: r?.address_sub_district_code ?? '',
});

const PART_FIELDS = [
  'address_number',
  'address_road',
  'address_sub_district',
  'address_district',
  'address_province',
] as const;

export function ThaiAddressFields<T extends AddressValues>({
  form,
  oneLineLabel,
}: {
  form: FormState<T>;
  /** The label of the one-line box of an older record. */
  oneLineLabel: string;
}) {
  const { t } = useTranslation();
  const places = usePostcodePlaces(form.values.zip_code);
  const options = (places.data?.data ?? []).map((p) => ({
    value: `${p.sub_district} › ${p.district} › ${p.province}`,
    place: p,
  }));
  const hasParts = PART_FIELDS.some((field) => String(form.values[field]).trim() !== '');
  const set = (field: keyof AddressValues, value: string) => form.set(field, value as T[keyof T]);

  const onSubDistrict = (value: string) => {
    const chosen = options.find((o) => o.value === value)?.place;
    if (chosen) {
      set('address_sub_district', chosen.sub_district);
      set('address_district', chosen.district);
      set('address_province', chosen.province);
      set('address_sub_district_code', chosen.sub_district_code);
      return;
    }
    // Typed by hand: no geocode (the server refuses a code that is not of the postcode).
    set('address_sub_district', value);
    set('address_sub_district_code', '');
  };

  return (
    <>
      {!hasParts && form.values.address.trim() !== '' ? (
        <Textarea
          label={oneLineLabel}
          description={t('address.oneLineHint')}
          autosize
          minRows={2}
          {...form.text('address')}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('address.number')} {...form.text('address_number')} />
        <TextInput label={t('address.road')} {...form.text('address_road')} />
        <TextInput
          label={t('address.postcode')}
          description={t('address.postcodeHint')}
          inputMode="numeric"
          maxLength={5}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.text('zip_code')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Autocomplete
          label={t('address.subDistrict')}
          data={options.map((o) => o.value)}
          value={form.values.address_sub_district}
          onChange={onSubDistrict}
          error={form.errors.address_sub_district_code ?? form.errors.address_sub_district}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label={t('address.district')} {...form.text('address_district')} />
        <TextInput label={t('address.province')} {...form.text('address_province')} />
      </SimpleGrid>
    </>
  );
}
