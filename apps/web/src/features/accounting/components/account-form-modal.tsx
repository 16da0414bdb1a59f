// Add an account under a header, or rename one. A new account's code is suggested from its siblings'
// numbering; group, type and parent follow from the code on the server, and the normal side defaults to the
// group's (set it for a contra account such as accumulated depreciation). The code of an existing account
// never changes: postings refer to it.
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import type { AccountTreeNode, CreateAccountRequest } from '@banchee/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useCreateAccount, useUpdateAccount } from '../api/save-account';
import { accountName, useAcctText } from '../i18n/use-acct-text';
import { suggestAccountCode } from '../model/account-tree';

export type AccountFormTarget =
  { mode: 'add'; parentCode: string } | { mode: 'rename'; account: AccountTreeNode };

const CODE = /^[1-5]\d{4}(\.\d{2})?$/;

interface Values {
  parentCode: string;
  code: string;
  nameTh: string;
  nameEn: string;
  isPostable: 'true' | 'false';
  normalBalance: '' | 'debit' | 'credit';
}

export function AccountFormModal({
  orgId,
  rows,
  target,
  onClose,
}: {
  orgId: string;
  rows: readonly AccountTreeNode[];
  target: AccountFormTarget | null;
  onClose: () => void;
}) {
  const { text } = useAcctText();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      centered
      size="lg"
      title={
        target?.mode === 'rename'
          ? text('chart.formRenameTitle', { code: target.account.code })
          : text('chart.formAddTitle')
      }
    >
      {/* Keyed by what is edited, so opening another account starts from that account's values. */}
      {target ? (
        <AccountForm
          key={target.mode === 'add' ? `add:${target.parentCode}` : `rename:${target.account.id}`}
          orgId={orgId}
          rows={rows}
          target={target}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function initialValues(rows: readonly AccountTreeNode[], target: AccountFormTarget): Values {
  if (target.mode === 'add') {
    return {
      ...emptyValues(),
      parentCode: target.parentCode,
      code: target.parentCode ? suggestAccountCode(rows, target.parentCode) : '',
    };
  }
  return { ...emptyValues(), nameTh: target.account.nameTh, nameEn: target.account.nameEn };
}

function AccountForm({
  orgId,
  rows,
  target,
  onClose,
}: {
  orgId: string;
  rows: readonly AccountTreeNode[];
  target: AccountFormTarget;
  onClose: () => void;
}) {
  const { text, language } = useAcctText();
  const { t } = useTranslation();
  const create = useCreateAccount(orgId);
  const update = useUpdateAccount(orgId);
  const [values, setValues] = useState<Values>(() => initialValues(rows, target));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});

  const headers = useMemo(
    () =>
      rows
        .filter((row) => !row.isPostable && row.isActive)
        .map((row) => ({
          value: row.code,
          label: `${'  '.repeat(row.level)}${row.code} ${accountName(row, language)}`,
        })),
    [rows, language],
  );

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Values, string>> = {};
    if (values.nameTh.trim() === '') found.nameTh = t('validation.required');
    if (values.nameEn.trim() === '') found.nameEn = t('validation.required');
    if (target.mode === 'add') {
      const code = values.code.trim();
      const group = values.parentCode.slice(0, 1);
      if (!CODE.test(code)) found.code = text('chart.codeFormat');
      else if (group && !code.startsWith(group)) found.code = text('chart.codeGroup', { group });
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    const onError = (error: unknown) => {
      const fields = serverFieldErrors(error);
      setErrors({ code: fields.code, parentCode: fields.parentCode });
      notify.error(text('chart.saveFailed'), errorText(error, t));
    };
    if (target.mode === 'add') {
      const input: Omit<CreateAccountRequest, 'organizationId'> = {
        code: values.code.trim(),
        nameTh: values.nameTh.trim(),
        nameEn: values.nameEn.trim(),
        isPostable: values.isPostable === 'true',
        parentCode: values.parentCode || undefined,
        normalBalance: values.normalBalance || undefined,
      };
      create.mutate(input, {
        onSuccess: (account) => {
          notify.success(text('chart.created', { code: account.code }));
          onClose();
        },
        onError,
      });
    } else {
      update.mutate(
        { id: target.account.id, input: { nameTh: values.nameTh.trim(), nameEn: values.nameEn.trim() } },
        {
          onSuccess: (account) => {
            notify.success(text('chart.renamed', { code: account.code }));
            onClose();
          },
          onError,
        },
      );
    }
  };

  const adding = target.mode === 'add';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {adding ? (
          <>
            <Select
              label={text('chart.parent')}
              data={headers}
              value={values.parentCode}
              onChange={(next) => {
                const parentCode = next ?? '';
                setValues((current) => ({
                  ...current,
                  parentCode,
                  code: parentCode ? suggestAccountCode(rows, parentCode) : current.code,
                }));
              }}
              searchable
              error={errors.parentCode}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label={text('common.code')}
              description={text('chart.codeHint')}
              value={values.code}
              onChange={(event) => set('code', event.currentTarget.value)}
              error={errors.code}
              required
              data-autofocus
              w={220}
            />
          </>
        ) : null}
        <TextInput
          label={text('chart.nameTh')}
          value={values.nameTh}
          onChange={(event) => set('nameTh', event.currentTarget.value)}
          error={errors.nameTh}
          required
          data-autofocus={adding ? undefined : true}
        />
        <TextInput
          label={text('chart.nameEn')}
          value={values.nameEn}
          onChange={(event) => set('nameEn', event.currentTarget.value)}
          error={errors.nameEn}
          required
        />
        {adding ? (
          <Group align="flex-start" gap="xl">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {text('chart.kind')}
              </Text>
              <SegmentedControl
                aria-label={text('chart.kind')}
                value={values.isPostable}
                onChange={(value) => set('isPostable', value === 'false' ? 'false' : 'true')}
                data={[
                  { value: 'true', label: text('chart.kindPostable') },
                  { value: 'false', label: text('chart.kindHeader') },
                ]}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {text('chart.normalBalance')}
              </Text>
              <SegmentedControl
                aria-label={text('chart.normalBalance')}
                value={values.normalBalance}
                onChange={(value) =>
                  set('normalBalance', value === 'debit' || value === 'credit' ? value : '')
                }
                data={[
                  { value: '', label: text('chart.normalDefault') },
                  { value: 'debit', label: text('chart.normalDebit') },
                  { value: 'credit', label: text('chart.normalCredit') },
                ]}
              />
            </Stack>
          </Group>
        ) : null}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function emptyValues(): Values {
  return { parentCode: '', code: '', nameTh: '', nameEn: '', isPostable: 'true', normalBalance: '' };
}
