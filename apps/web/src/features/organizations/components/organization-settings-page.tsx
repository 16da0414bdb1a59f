// The organisation settings page (/{orgId}/settings, from the profile menu; issue #10 §2): Thai and English
// names and addresses, tax id (mod-11 checksum) and branch, PromptPay id, numbering reset, default print
// language and era; the logo, signature and stamp printed on documents (PNG or JPEG up to 200 KB); the bank
// accounts money is received into (bank from the spec's list, number, name; each gets its own GL account).
// A plain form: Tab moves through the fields, Enter in a field submits its section.
import {
  ORGANIZATION_IMAGE_KINDS,
  ORGANIZATION_IMAGE_MAX_BYTES,
  ORGANIZATION_IMAGE_TYPES,
  bankAccountInput,
  organizationInput,
  type BankAccount,
  type OrganizationImage,
  type OrganizationWithUsers,
} from '@banchee/contracts';
import { BANKS } from '@banchee/domain';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import { Loading } from '../../../components/full-page-loading';
import { ApiError } from '../../../lib/api-client';
import { useBankAccounts } from '../../../lib/bank-accounts';
import { errorText, taxIdError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useOrgId } from '../../../lib/use-org-id';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useOrganization } from '../api/get-organization';
import { useOrganizationImages } from '../api/list-organization-images';
import { useCreateBankAccount } from '../api/save-bank-account';
import { useSaveOrganizationImage } from '../api/save-organization-image';
import { useUpdateOrganization } from '../api/update-organization';

/** A server failure in the user's language, by its error code. */
function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const known: Record<string, string> = {
      'BANK_ACCOUNT.DUPLICATE': t('settings.errors.duplicateAccount'),
      'ORGANIZATION.FORBIDDEN': t('settings.errors.ownersOnly'),
      'VALIDATION.FAILED': t('settings.errors.invalid'),
    };
    const text = known[error.code];
    if (text) return text;
  }
  return errorText(error, t);
}

interface Values extends Record<string, unknown> {
  name: string;
  name_en: string;
  address: string;
  address_en: string;
  zip_code: string;
  tax_id: string;
  branch_code: string;
  phone: string;
  email: string;
  promptpay_id: string;
  numbering_reset: string;
  print_language: string;
  print_era: string;
}

const toValues = (o: OrganizationWithUsers): Values => ({
  name: o.name,
  name_en: o.name_en ?? '',
  address: o.address ?? '',
  address_en: o.address_en ?? '',
  zip_code: o.zip_code ?? '',
  tax_id: o.tax_id ?? '',
  branch_code: o.branch_code,
  phone: o.phone ?? '',
  email: o.email ?? '',
  promptpay_id: o.promptpay_id ?? '',
  numbering_reset: o.numbering_reset ?? 'daily',
  print_language: o.print_language ?? 'th',
  print_era: o.print_era ?? 'BE',
});

function OrganizationForm({ organization }: { organization: OrganizationWithUsers }) {
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
            <Textarea label={t('settings.addressTh')} rows={2} {...form.text('address')} />
            <Textarea label={t('settings.addressEn')} rows={2} {...form.text('address_en')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('settings.zipCode')}
              inputMode="numeric"
              maxLength={5}
              {...form.text('zip_code')}
            />
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
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The file's bytes as base64, without the data: prefix. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function ImagesSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const images = useOrganizationImages(organizationId);
  const save = useSaveOrganizationImage(organizationId);
  const byKind = new Map<string, OrganizationImage>((images.data?.data ?? []).map((i) => [i.kind, i]));

  const upload = async (kind: OrganizationImage['kind'], file: File | null) => {
    if (!file) return;
    const type = ORGANIZATION_IMAGE_TYPES.find((allowed) => allowed === file.type);
    if (!type) return notify.error(t('settings.imageFailed'), t('settings.errors.imageType'));
    if (file.size > ORGANIZATION_IMAGE_MAX_BYTES)
      return notify.error(t('settings.imageFailed'), t('settings.errors.imageSize'));
    save.mutate(
      { kind, input: { contentType: type, data: await base64Of(file) } },
      {
        onSuccess: () => notify.success(t('settings.imageSaved')),
        onError: (error) => notify.error(t('settings.imageFailed'), failureText(error, t)),
      },
    );
  };

  return (
    <FormSection title={t('settings.images')}>
      <Text size="sm" c="dimmed">
        {t('settings.imagesHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {ORGANIZATION_IMAGE_KINDS.map((kind) => {
          const image = byKind.get(kind);
          return (
            <Stack key={kind} gap="xs" data-testid={`image-${kind}`}>
              <Text fw={500}>{t(`settings.image.${kind}`)}</Text>
              {image ? (
                <Image src={image.dataUrl} alt={t(`settings.image.${kind}`)} h={64} w="auto" fit="contain" />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('settings.noImage')}
                </Text>
              )}
              <Group gap="xs">
                <FileButton
                  accept={ORGANIZATION_IMAGE_TYPES.join(',')}
                  onChange={(file) => void upload(kind, file)}
                >
                  {(props) => (
                    <Button variant="light" size="xs" {...props}>
                      {t('settings.chooseImage')}
                    </Button>
                  )}
                </FileButton>
                {image ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() =>
                      save.mutate(
                        { kind, input: null },
                        {
                          onError: (error) => notify.error(t('settings.imageFailed'), failureText(error, t)),
                        },
                      )
                    }
                  >
                    {t('settings.removeImage')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          );
        })}
      </SimpleGrid>
    </FormSection>
  );
}

interface AccountValues extends Record<string, unknown> {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  branchName: string;
  glAccountCode: string;
}

const EMPTY_ACCOUNT: AccountValues = {
  bankCode: '',
  accountNumber: '',
  accountName: '',
  branchName: '',
  glAccountCode: '',
};

function BankAccountsSection({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation();
  const accounts = useBankAccounts(organizationId);
  const create = useCreateBankAccount(organizationId);
  const remove = useDeleteBankAccount(organizationId);
  const form = useForm<AccountValues>(EMPTY_ACCOUNT, t);
  const thai = i18n.language === 'th';
  const bankName = (account: BankAccount) => (thai ? account.bankNameTh : account.bankNameEn);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate(bankAccountInput);
    if (!parsed) return;
    create.mutate(parsed, {
      onSuccess: (account) => {
        notify.success(t('settings.accountAdded', { code: account.glAccountCode }));
        form.reset(EMPTY_ACCOUNT);
      },
      onError: (error) => {
        form.showServerErrors(error);
        notify.error(t('settings.accountFailed'), failureText(error, t));
      },
    });
  };

  return (
    <FormSection title={t('settings.bankAccounts')}>
      {accounts.isPending ? (
        <Loading />
      ) : (accounts.data?.data.length ?? 0) === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.noAccounts')}
        </Text>
      ) : (
        <Table striped withTableBorder aria-label={t('settings.bankAccounts')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.bank')}</Table.Th>
              <Table.Th>{t('settings.accountNumber')}</Table.Th>
              <Table.Th>{t('settings.accountName')}</Table.Th>
              <Table.Th>{t('settings.glAccount')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.data?.data.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Td>{bankName(account)}</Table.Td>
                <Table.Td>{account.accountNumber}</Table.Td>
                <Table.Td>{account.accountName ?? ''}</Table.Td>
                <Table.Td>{account.glAccountCode}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('settings.removeAccount', { number: account.accountNumber })}
                    onClick={() =>
                      remove.mutate(account.id, {
                        onError: (error) => notify.error(t('settings.accountFailed'), failureText(error, t)),
                      })
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t('settings.addAccount')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('settings.bank')}
            withAsterisk
            searchable
            value={form.values.bankCode || null}
            onChange={(value) => form.set('bankCode', value ?? '')}
            error={form.errors.bankCode}
            data={BANKS.map((bank) => ({ value: bank.code, label: thai ? bank.nameTh : bank.nameEn }))}
          />
          <TextInput
            label={t('settings.accountNumber')}
            withAsterisk
            inputMode="numeric"
            {...form.text('accountNumber')}
          />
          <TextInput label={t('settings.accountName')} {...form.text('accountName')} />
          <TextInput label={t('settings.branchName')} {...form.text('branchName')} />
          <TextInput
            label={t('settings.glAccount')}
            description={t('settings.glAccountHint')}
            placeholder="11121.01"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.text('glAccountCode')}
          />
          <Group align="flex-end">
            <Button type="submit" variant="light" loading={create.isPending}>
              {t('settings.addAccount')}
            </Button>
          </Group>
        </SimpleGrid>
      </form>
    </FormSection>
  );
}

export function OrganizationSettingsPage() {
  const { t } = useTranslation();
  const organizationId = useOrgId();
  const organization = useOrganization(organizationId);
  if (organization.isPending) return <Loading />;
  if (organization.isError) return <Text c="red">{failureText(organization.error, t)}</Text>;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} fz={24}>
        {t('settings.title')}
      </Title>
      <OrganizationForm key={organization.data.updated_at} organization={organization.data} />
      <ImagesSection organizationId={organizationId} />
      <BankAccountsSection organizationId={organizationId} />
    </Stack>
  );
}
