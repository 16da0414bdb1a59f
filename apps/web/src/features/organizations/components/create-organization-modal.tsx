// The "new organisation" form in a modal: name required, tax id checked with the mod-11 checksum,
// branch code five digits. On success the user is taken into the new organisation.
import { Button, Group, Modal, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { organizationInput } from '@banchee/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, taxIdError } from '../../../lib/form-errors';
import { useForm } from '../../../lib/use-form';
import { notify } from '../../../lib/notify';
import { useCreateOrganization } from '../api/create-organization';

interface Values extends Record<string, unknown> {
  name: string;
  name_en: string;
  tax_id: string;
  branch_code: string;
  address: string;
  zip_code: string;
  phone: string;
  email: string;
}
const empty: Values = {
  name: '',
  name_en: '',
  tax_id: '',
  branch_code: '00000',
  address: '',
  zip_code: '',
  phone: '',
  email: '',
};

export function CreateOrganizationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useCreateOrganization();
  const form = useForm<Values>(empty, t);
  const bind = form.text;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(organizationInput, (values) => ({ tax_id: taxIdError(values.tax_id, t) }));
    if (!input) return;
    mutation.mutate(input, {
      onSuccess: (organization) => {
        notify.success(t('home.created', { name: organization.name }));
        form.reset(empty);
        onClose();
        void navigate(`/${organization.id}/dashboard`);
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) notify.error(errorText(error, t));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('home.createTitle')} size="lg" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label={t('organization.name')} withAsterisk data-autofocus {...bind('name')} />
          <TextInput label={t('organization.nameEn')} {...bind('name_en')} />
          <SimpleGrid cols={2}>
            <TextInput
              label={t('organization.taxId')}
              inputMode="numeric"
              maxLength={17}
              {...bind('tax_id')}
            />
            <TextInput
              label={t('organization.branch')}
              inputMode="numeric"
              maxLength={5}
              {...bind('branch_code')}
            />
          </SimpleGrid>
          <Textarea label={t('organization.address')} autosize minRows={2} {...bind('address')} />
          <SimpleGrid cols={3}>
            <TextInput
              label={t('organization.zipCode')}
              inputMode="numeric"
              maxLength={5}
              {...bind('zip_code')}
            />
            <TextInput label={t('organization.phone')} type="tel" {...bind('phone')} />
            <TextInput label={t('organization.email')} type="email" {...bind('email')} />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('home.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
