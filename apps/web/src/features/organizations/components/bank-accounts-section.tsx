// The bank accounts money is received into, on the settings page: bank from the spec's list, number, name;
// each gets its own GL account (decision 0095).
import { bankAccountInput, type BankAccount } from '@banchee/contracts';
import { BANKS } from '@banchee/domain';
import { ActionIcon, Button, Group, Select, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section';
import { Loading } from '../../../components/full-page-loading';
import { useBankAccounts } from '../../../lib/bank-accounts';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useCreateBankAccount } from '../api/save-bank-account';
import { failureText } from './settings-failure';

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

export function BankAccountsSection({ organizationId }: { organizationId: string }) {
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
