// A contact's page (/{orgId}/contacts/new and /{orgId}/contacts/{id}): create or edit a client or
// supplier — Thai and English name, tax id (mod-11 checksum) and branch, address in parts with the postcode
// look-up (decision 0240), contact
// person, phone, e-mail and credit days. Shown without the sidebar, like every new/detail page.
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { contactInput } from '@banchee/contracts';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { FormSection } from '../../../components/form-section';
import {
  addressValues,
  ThaiAddressFields,
  type AddressValues,
} from '../../../components/thai-address-fields';
import { Loading } from '../../../components/full-page-loading';
import { ApiError } from '../../../lib/api-client';
import { errorText, taxIdError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useOrgId } from '../../../lib/use-org-id';
import { useDeleteContact } from '../api/delete-contact';
import { useContact } from '../api/get-contact';
import { useSaveContact } from '../api/save-contact';
import type { Contact, ContactType } from '../api/types';

interface Values extends AddressValues {
  contact_type: ContactType;
  code: string;
  contact_name: string;
  contact_name_en: string;
  tax_id: string;
  branch: string;
  contact_person: string;
  phone: string;
  email: string;
  credit_days: number | '';
}

const toValues = (contact: Contact | undefined): Values => ({
  contact_type: contact?.contact_type ?? 'CLIENT',
  code: contact?.code ?? '',
  contact_name: contact?.contact_name ?? '',
  contact_name_en: contact?.contact_name_en ?? '',
  tax_id: contact?.tax_id ?? '',
  branch: contact?.branch ?? '',
  ...addressValues(contact),
  contact_person: contact?.contact_person ?? '',
  phone: contact?.phone ?? '',
  email: contact?.email ?? '',
  credit_days: contact?.credit_days ?? 30,
});

function ContactForm({ contact }: { contact: Contact | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const organizationId = useOrgId();
  const listPath = `/${organizationId}/contacts`;
  const form = useForm<Values>(toValues(contact), t);
  const save = useSaveContact(organizationId);
  const remove = useDeleteContact(organizationId);
  const [confirming, setConfirming] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The contract drops empty fields and checks formats; the web adds the tax id checksum.
    const parsed = form.validate(contactInput, (values) => ({ tax_id: taxIdError(values.tax_id, t) }));
    if (!parsed) return;
    save.mutate(
      { id: contact?.id, input: parsed },
      {
        onSuccess: () => {
          notify.success(t(contact ? 'contacts.updated' : 'contacts.created', { name: parsed.contact_name }));
          void navigate(listPath);
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) notify.error(t('contacts.saveFailed'), errorText(error, t));
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={contact ? t('contacts.editTitle') : t('contacts.newTitle')}
    >
      <Stack gap="lg">
        <Group justify="space-between">
          <Group gap="sm">
            <Button component={Link} to={listPath} variant="subtle" leftSection={<IconArrowLeft size={18} />}>
              {t('common.back')}
            </Button>
            <Title order={1} fz={24}>
              {contact ? contact.contact_name : t('contacts.newTitle')}
            </Title>
          </Group>
          <Group gap="sm">
            {contact ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} />}
                onClick={() => setConfirming(true)}
              >
                {t('common.delete')}
              </Button>
            ) : null}
            <Button component={Link} to={listPath} variant="default">
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
        <FormSection title={t('contacts.identity')}>
          <SegmentedControl
            aria-label={t('contacts.type')}
            value={form.values.contact_type}
            onChange={(value) => form.set('contact_type', value)}
            data={[
              { value: 'CLIENT', label: t('contacts.client') },
              { value: 'SUPPLIER', label: t('contacts.supplier') },
            ]}
            w={{ base: '100%', sm: 320 }}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('contacts.nameTh')} withAsterisk autoFocus {...form.text('contact_name')} />
            <TextInput label={t('contacts.nameEn')} {...form.text('contact_name_en')} />
            <TextInput
              label={t('contacts.code')}
              placeholder={contact ? undefined : t('contacts.codeAuto')}
              {...form.text('code')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('contacts.taxSection')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('contacts.taxId')}
              inputMode="numeric"
              maxLength={17}
              placeholder="0000000000000"
              {...form.text('tax_id')}
            />
            <TextInput
              label={t('contacts.branch')}
              description={t('contacts.branchHint')}
              inputMode="numeric"
              maxLength={5}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...form.text('branch')}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('contacts.addressSection')}>
          <ThaiAddressFields form={form} oneLineLabel={t('contacts.address')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('contacts.contactPerson')} {...form.text('contact_person')} />
            <TextInput label={t('contacts.phone')} type="tel" {...form.text('phone')} />
            <TextInput label={t('contacts.email')} type="email" {...form.text('email')} />
          </SimpleGrid>
        </FormSection>
        <FormSection title={t('contacts.termsSection')}>
          <NumberInput
            label={t('contacts.creditDays')}
            min={0}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            w={200}
            value={form.values.credit_days}
            onChange={(value) => form.set('credit_days', typeof value === 'number' ? value : '')}
            error={form.errors.credit_days}
          />
        </FormSection>
      </Stack>
      {contact ? (
        <ConfirmDelete
          name={contact.contact_name}
          opened={confirming}
          loading={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(contact.id, {
              onSuccess: () => {
                notify.success(t('contacts.deleted', { name: contact.contact_name }));
                void navigate(listPath);
              },
              onError: (error) => notify.error(t('contacts.deleteFailed'), errorText(error, t)),
            })
          }
        />
      ) : null}
    </form>
  );
}

export function ContactFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const organizationId = useOrgId();
  const contact = useContact(organizationId, id);

  if (id === undefined) return <ContactForm key="new" contact={undefined} />;
  if (contact.isPending) return <Loading />;
  if (contact.isError) {
    const notFound =
      contact.error instanceof ApiError && (contact.error.status === 404 || contact.error.status === 400);
    return (
      <Stack align="center" py={64} gap="sm">
        <Title order={1} fz={24}>
          {notFound ? t('errors.notFoundTitle') : t('common.loadFailed')}
        </Title>
        <Text c="dimmed">{notFound ? t('errors.notFoundBody') : errorText(contact.error, t)}</Text>
        <Button component={Link} to={`/${organizationId}/contacts`} variant="light">
          {t('common.back')}
        </Button>
      </Stack>
    );
  }
  // Keyed by id: opening another contact starts the form from that contact's values.
  return <ContactForm key={contact.data.id} contact={contact.data} />;
}
