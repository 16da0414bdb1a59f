// A manual journal entry (/{orgId}/accounting/journals/new): date, description and lines of account + debit or
// credit. Totals and the difference update as the user types; an entry whose debits and credits differ is
// refused with the figures (here, and again by the API). The JV number is given by the server on posting.
// Keyboard: Tab through account → note → debit → credit; Enter in the last line's amount adds a line that
// already carries the difference; Ctrl+Enter posts.
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatMoney } from '@banchee/domain';
import { IconAlertTriangle, IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { MoneyInput } from '../../../components/money-input';
import { errorText, serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useCreateJournal } from '../api/create-journal';
import { usePostableAccounts } from '../api/list-accounts';
import { useProjects } from '../api/lookups';
import { useAcctText, type AcctKey } from '../i18n/use-acct-text';
import { useReportText } from '../i18n/use-report-text';
import { formatAmount } from '../model/amount';
import { todayIso } from '../model/dates';
import {
  balancingLine,
  blankLine,
  formPathOfServerPath,
  journalFormTotals,
  validateJournalForm,
  type JournalFormErrors,
  type JournalFormLine,
} from '../model/journal-form';
import { accountingPaths } from '../model/paths';
import { AccountSelect } from './account-select';
import { DateField } from '../../../components/date-field';
import { ProjectSelect } from './project-select';
import classes from './accounting.module.css';

const noErrors: JournalFormErrors = { fields: {} };

export function JournalFormPage() {
  const orgId = useOrgId();
  const { text } = useAcctText();
  const reports = useReportText();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accounts = usePostableAccounts(orgId);
  const projects = useProjects(orgId);
  const hasProjects = (projects.data?.data ?? []).some((project) => project.isActive);
  const create = useCreateJournal(orgId);
  const [date, setDate] = useState(todayIso());
  const [description, setDescription] = useState('');
  const [lines, setLines] = useState<JournalFormLine[]>(() => [blankLine(), blankLine()]);
  const [errors, setErrors] = useState<JournalFormErrors>(noErrors);
  const [serverMessages, setServerMessages] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const totals = journalFormTotals(lines);
  const listPath = `/${orgId}/${accountingPaths.journals}`;

  const clearField = (path: string) => {
    if (errors.fields[path] || errors.entry) {
      const fields = { ...errors.fields };
      delete fields[path];
      setErrors({ fields });
    }
    if (serverMessages[path]) setServerMessages(({ [path]: _removed, ...rest }) => rest);
  };

  const updateLine = (index: number, patch: Partial<Omit<JournalFormLine, 'key'>>) => {
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));
    for (const field of Object.keys(patch)) clearField(`lines.${index}.${field}`);
  };

  const addLine = () => {
    setLines((current) => [...current, balancingLine(current)]);
    // Focus the new line's account so typing can go on without the mouse.
    window.setTimeout(() => {
      const inputs = tableRef.current?.querySelectorAll<HTMLInputElement>('[data-account-input]');
      inputs?.[inputs.length - 1]?.focus();
    }, 0);
  };

  const removeLine = (index: number) => {
    setLines((current) => (current.length <= 2 ? current : current.filter((_, i) => i !== index)));
    setErrors(noErrors);
    setServerMessages({});
  };

  const fieldError = (path: string): string | undefined => {
    const key = errors.fields[path];
    if (key) return text(`form.errors.${key}` as AcctKey);
    return serverMessages[path];
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setServerError(null);
    setServerMessages({});
    const result = validateJournalForm({ date, description, lines });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors(noErrors);
    create.mutate(result.request, {
      onSuccess: (entry) => {
        notify.success(text('form.posted', { number: entry.number }));
        void navigate(`/${orgId}/${accountingPaths.journal(entry.id)}`);
      },
      onError: (error) => {
        // The API names the offending field; put its message beside that field, and say it once at the top.
        if (error instanceof ApiError) {
          const messages: Record<string, string> = {};
          // In the UI's language, by each detail's code (lib/form-errors).
          for (const [path, message] of Object.entries(serverFieldErrors(error))) {
            if (message) messages[formPathOfServerPath({ date, description, lines }, path)] = message;
          }
          setServerMessages(messages);
        }
        setServerError(errorText(error, t));
        notify.error(text('form.postFailed'), errorText(error, t));
      },
    });
  };

  const onAmountKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && index === lines.length - 1) {
      event.preventDefault();
      addLine();
    }
  };

  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const entryError =
    errors.entry?.key === 'unbalanced'
      ? text('form.errors.unbalanced', {
          debit: formatAmount(errors.entry.debit),
          credit: formatAmount(errors.entry.credit),
        })
      : errors.entry
        ? text(`form.errors.${errors.entry.key}` as AcctKey)
        : null;

  return (
    <form onSubmit={submit} onKeyDown={onFormKeyDown} noValidate aria-label={text('form.title')}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1} fz={26}>
              {text('form.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {text('form.subtitle')}
            </Text>
          </Stack>
        </Group>
        <Card withBorder radius="md" padding="md">
          <Group align="flex-start" gap="md" wrap="wrap">
            <DateField
              label={text('form.date')}
              value={date}
              onChange={(value) => {
                setDate(value);
                clearField('date');
              }}
              error={fieldError('date')}
              required
              w={180}
            />
            <TextInput
              label={text('form.description')}
              value={description}
              onChange={(event) => {
                setDescription(event.currentTarget.value);
                clearField('description');
              }}
              error={fieldError('description')}
              required
              style={{ flex: 1, minWidth: 320 }}
              maxLength={500}
              data-autofocus
            />
          </Group>
        </Card>
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={900}>
            <Table ref={tableRef} aria-label={text('form.title')} verticalSpacing="xs">
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={40}>#</Table.Th>
                  <Table.Th w={340}>{text('form.account')}</Table.Th>
                  <Table.Th>{text('form.lineDescription')}</Table.Th>
                  {hasProjects ? <Table.Th w={200}>{reports.text('filters.project')}</Table.Th> : null}
                  <Table.Th w={160} ta="right">
                    {text('common.debit')}
                  </Table.Th>
                  <Table.Th w={160} ta="right">
                    {text('common.credit')}
                  </Table.Th>
                  <Table.Th w={48} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line, index) => (
                  <Table.Tr key={line.key} data-testid={`jv-line-${index}`}>
                    <Table.Td c="dimmed" fz="sm">
                      {index + 1}
                    </Table.Td>
                    <Table.Td>
                      <AccountSelect
                        accounts={accounts.data ?? []}
                        value={line.accountCode}
                        onChange={(accountCode) => updateLine(index, { accountCode })}
                        placeholder={text('form.accountPlaceholder')}
                        aria-label={`${text('form.account')} ${index + 1}`}
                        error={fieldError(`lines.${index}.accountCode`)}
                        data-account-input
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        value={line.description}
                        onChange={(event) => updateLine(index, { description: event.currentTarget.value })}
                        aria-label={`${text('form.lineDescription')} ${index + 1}`}
                        maxLength={500}
                      />
                    </Table.Td>
                    {hasProjects ? (
                      <Table.Td>
                        <ProjectSelect
                          value={line.projectId ?? ''}
                          onChange={(projectId) => updateLine(index, { projectId })}
                          aria-label={`${reports.text('filters.project')} ${index + 1}`}
                          error={fieldError(`lines.${index}.projectId`)}
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <MoneyInput
                        value={line.debit}
                        onChange={(debit) => updateLine(index, { debit })}
                        onKeyDown={onAmountKeyDown(index)}
                        aria-label={`${text('common.debit')} ${index + 1}`}
                        error={fieldError(`lines.${index}.debit`)}
                        classNames={{ input: classes.amount }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <MoneyInput
                        value={line.credit}
                        onChange={(credit) => updateLine(index, { credit })}
                        onKeyDown={onAmountKeyDown(index)}
                        aria-label={`${text('common.credit')} ${index + 1}`}
                        error={fieldError(`lines.${index}.credit`)}
                        classNames={{ input: classes.amount }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => removeLine(index)}
                        disabled={lines.length <= 2}
                        aria-label={text('form.removeLine', { line: index + 1 })}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr className={classes.totalRow}>
                  <Table.Td />
                  <Table.Td>
                    <Button variant="subtle" size="xs" leftSection={<IconPlus size={16} />} onClick={addLine}>
                      {text('form.addLine')}
                    </Button>
                  </Table.Td>
                  <Table.Td ta="right" colSpan={hasProjects ? 2 : 1}>
                    {text('form.totals')}
                  </Table.Td>
                  <Table.Td className={classes.amount} data-testid="jv-total-debit">
                    {formatMoney(totals.debit)}
                  </Table.Td>
                  <Table.Td className={classes.amount} data-testid="jv-total-credit">
                    {formatMoney(totals.credit)}
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Group
            justify="space-between"
            p="md"
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Text size="xs" c="dimmed">
              {text('form.shortcuts')}
            </Text>
            {totals.balanced ? (
              <Badge
                color="teal"
                variant="light"
                leftSection={<IconCheck size={14} />}
                data-testid="jv-status"
              >
                {text('form.balanced')}
              </Badge>
            ) : (
              <Badge color="orange" variant="light" data-testid="jv-status">
                {text('form.unbalanced', {
                  amount: formatMoney(totals.difference < 0n ? -totals.difference : totals.difference),
                })}
              </Badge>
            )}
          </Group>
        </Card>
        {entryError || serverError ? (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="jv-error">
            {entryError ?? serverError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={listPath}>
            {text('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {text('form.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
