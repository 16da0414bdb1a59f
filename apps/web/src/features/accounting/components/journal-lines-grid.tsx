// The line grid of a journal entry, shared by the manual JV form and the opening balances: account (picker over
// postable accounts), note, optional project, debit, credit; live totals and the difference (decimal strings
// through model/journal-form, never floats). Keyboard: Tab through the fields; Enter in the last line's amount
// adds a line that already carries the difference. The page keeps the lines and the errors.
import { ActionIcon, Badge, Button, Card, Group, Table, Text, TextInput } from '@mantine/core';
import type { AccountTreeNode } from '@banchee/contracts';
import { formatMoney } from '@banchee/domain';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';
import { MoneyInput } from '../../../components/money-input';
import { useAcctText } from '../i18n/use-acct-text';
import { useReportText } from '../i18n/use-report-text';
import { balancingLine, journalFormTotals, type JournalFormLine } from '../model/journal-form';
import { AccountSelect } from './account-select';
import { ProjectSelect } from './project-select';
import classes from './accounting.module.css';

/** The form's key handler: Ctrl+Enter (⌘+Enter) posts from anywhere in the form. */
export function ctrlEnterSubmits(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
}

export type LinesUpdate = (update: (current: JournalFormLine[]) => JournalFormLine[]) => void;

export function JournalLinesGrid({
  label,
  lines,
  onLinesChange,
  onFieldEdit,
  onLineRemoved,
  fieldError,
  accounts,
  withProjects = false,
}: {
  /** The table's accessible name. */
  label: string;
  lines: JournalFormLine[];
  onLinesChange: LinesUpdate;
  /** A field "lines.{i}.{field}" was edited (its error can go). */
  onFieldEdit: (path: string) => void;
  /** A line was removed: line indexes moved, so the page drops its line errors. */
  onLineRemoved: () => void;
  fieldError: (path: string) => string | undefined;
  accounts: readonly AccountTreeNode[];
  withProjects?: boolean;
}) {
  const { text } = useAcctText();
  const reports = useReportText();
  const tableRef = useRef<HTMLTableElement>(null);
  const totals = journalFormTotals(lines);

  const updateLine = (index: number, patch: Partial<Omit<JournalFormLine, 'key'>>) => {
    onLinesChange((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));
    for (const field of Object.keys(patch)) onFieldEdit(`lines.${index}.${field}`);
  };

  const addLine = () => {
    onLinesChange((current) => [...current, balancingLine(current)]);
    // Focus the new line's account so typing can go on without the mouse.
    window.setTimeout(() => {
      const inputs = tableRef.current?.querySelectorAll<HTMLInputElement>('[data-account-input]');
      inputs?.[inputs.length - 1]?.focus();
    }, 0);
  };

  const removeLine = (index: number) => {
    onLinesChange((current) => (current.length <= 2 ? current : current.filter((_, i) => i !== index)));
    onLineRemoved();
  };

  const onAmountKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && index === lines.length - 1) {
      event.preventDefault();
      addLine();
    }
  };

  return (
    <Card withBorder radius="md" padding={0}>
      <Table.ScrollContainer minWidth={900}>
        <Table ref={tableRef} aria-label={label} verticalSpacing="xs">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th w={340}>{text('form.account')}</Table.Th>
              <Table.Th>{text('form.lineDescription')}</Table.Th>
              {withProjects ? <Table.Th w={200}>{reports.text('filters.project')}</Table.Th> : null}
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
                    accounts={accounts}
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
                {withProjects ? (
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
              <Table.Td ta="right" colSpan={withProjects ? 2 : 1}>
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
      <Group justify="space-between" p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
        <Text size="xs" c="dimmed">
          {text('form.shortcuts')}
        </Text>
        {totals.balanced ? (
          <Badge color="teal" variant="light" leftSection={<IconCheck size={14} />} data-testid="jv-status">
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
  );
}
