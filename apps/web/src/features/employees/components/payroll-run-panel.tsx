// One payroll run: its lines (the month's inputs editable while a draft, then recomputed by the server), the
// totals, and the actions of its life cycle — approve and pay post to the ledger after a confirmation.
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { downloadPayrollFile } from '../api/payroll-files';
import {
  useDeletePayrollRun,
  usePayrollRun,
  usePayrollRunStatus,
  useUpdatePayrollRun,
  type PayrollLineInput,
  type PayrollRun,
} from '../api/payroll-runs';
import { useEmpText } from '../i18n/use-employees-text';
import { PayrollFilesCard } from './payroll-files-card';
import { monthLabel } from './payroll-page';

type Editable = 'overtime' | 'allowance' | 'bonus' | 'other_deductions';
const EDITABLE: readonly Editable[] = ['overtime', 'allowance', 'bonus', 'other_deductions'];

function LinesTable({
  run,
  edits,
  onEdit,
}: {
  run: PayrollRun;
  edits: Record<string, PayrollLineInput>;
  onEdit: (employeeId: string, field: Editable, value: string) => void;
}) {
  const { text, errorMessage } = useEmpText();
  const { money } = useFormatters();
  const draft = run.status === 'DRAFT';
  const label: Record<Editable, string> = {
    overtime: text('payroll.overtime'),
    allowance: text('payroll.allowance'),
    bonus: text('payroll.bonus'),
    other_deductions: text('payroll.otherDeductions'),
  };
  const num = {
    ta: 'right' as const,
    style: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' as const },
  };
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text('payroll.employee')}</Table.Th>
            <Table.Th {...num}>{text('payroll.salary')}</Table.Th>
            {EDITABLE.slice(0, 3).map((f) => (
              <Table.Th key={f} {...num}>
                {label[f]}
              </Table.Th>
            ))}
            <Table.Th {...num}>{text('payroll.gross')}</Table.Th>
            <Table.Th {...num}>{text('payroll.socialSecurity')}</Table.Th>
            <Table.Th {...num}>{text('payroll.withholdingTax')}</Table.Th>
            <Table.Th {...num}>{text('payroll.providentFund')}</Table.Th>
            <Table.Th {...num}>{label.other_deductions}</Table.Th>
            <Table.Th {...num}>{text('payroll.netPay')}</Table.Th>
            {draft ? null : <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(run.lines ?? []).map((line) => {
            const cell = (field: Editable) =>
              draft ? (
                <TextInput
                  size="xs"
                  w={96}
                  inputMode="decimal"
                  aria-label={`${label[field]} ${line.first_name}`}
                  value={edits[line.employee_id]?.[field] ?? line[field]}
                  onChange={(e) => onEdit(line.employee_id, field, e.currentTarget.value)}
                />
              ) : (
                money(line[field])
              );
            return (
              <Table.Tr key={line.id}>
                <Table.Td miw={180}>
                  <Text size="sm" fw={500}>
                    {[line.title, line.first_name, line.last_name].filter(Boolean).join(' ')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {line.employee_code ?? ''} ·{' '}
                    {text('payroll.days', { days: line.employed_days, month: line.days_in_month })}
                  </Text>
                </Table.Td>
                <Table.Td {...num}>{money(line.salary)}</Table.Td>
                {EDITABLE.slice(0, 3).map((f) => (
                  <Table.Td key={f} {...num}>
                    {cell(f)}
                  </Table.Td>
                ))}
                <Table.Td {...num}>{money(line.gross)}</Table.Td>
                <Table.Td {...num}>{money(line.social_security)}</Table.Td>
                <Table.Td {...num}>{money(line.withholding_tax)}</Table.Td>
                <Table.Td {...num}>{money(line.provident_fund)}</Table.Td>
                <Table.Td {...num}>{cell('other_deductions')}</Table.Td>
                <Table.Td {...num} fw={600}>
                  {money(line.net_pay)}
                </Table.Td>
                {draft ? null : (
                  <Table.Td>
                    <Tooltip label={text('payroll.payslip')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${text('payroll.payslip')} ${line.first_name}`}
                        onClick={() =>
                          void downloadPayrollFile(
                            `/payroll-runs/${run.id}/payslips/${line.employee_id}/pdf`,
                          ).catch((error: unknown) => notify.error(errorMessage(error)))
                        }
                      >
                        <IconFileTypePdf size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
          <Table.Tr fw={700}>
            <Table.Td>{text('payroll.total')}</Table.Td>
            <Table.Td colSpan={4} />
            <Table.Td {...num}>{money(run.totals.gross)}</Table.Td>
            <Table.Td {...num}>{money(run.totals.social_security)}</Table.Td>
            <Table.Td {...num}>{money(run.totals.withholding_tax)}</Table.Td>
            <Table.Td {...num}>{money(run.totals.provident_fund)}</Table.Td>
            <Table.Td {...num}>{money(run.totals.other_deductions)}</Table.Td>
            <Table.Td {...num} data-testid="run-net-pay">
              {money(run.totals.net_pay)}
            </Table.Td>
            {draft ? null : <Table.Td />}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const DONE = { approve: 'payroll.approved', pay: 'payroll.paid', reverse: 'payroll.reversed' } as const;

export function PayrollRunPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const { text, errorMessage, language } = useEmpText();
  const { money, date } = useFormatters();
  const organizationId = useOrgId();
  const navigate = useNavigate();
  const query = usePayrollRun(organizationId, id);
  const update = useUpdatePayrollRun(organizationId);
  const status = usePayrollRunStatus(organizationId);
  const remove = useDeletePayrollRun(organizationId);
  const [edits, setEdits] = useState<Record<string, PayrollLineInput>>({});
  const [confirm, setConfirm] = useState<'approve' | 'pay' | 'reverse' | 'delete' | null>(null);
  const [paidOn, setPaidOn] = useState('');
  const run = query.data;
  const action = confirm === 'delete' ? null : confirm;
  if (!run) return <Card withBorder>{query.isError ? errorMessage(query.error) : t('common.loading')}</Card>;
  const onEdit = (employeeId: string, field: Editable, value: string) =>
    setEdits((current) => ({
      ...current,
      [employeeId]: { ...current[employeeId], employee_id: employeeId, [field]: value },
    }));
  const fail = (error: unknown) => notify.error(errorMessage(error));
  const recompute = () =>
    update.mutate(
      { id, pay_date: run.pay_date, lines: Object.values(edits) },
      {
        onSuccess: () => {
          setEdits({});
          notify.success(text('payroll.saved'));
        },
        onError: fail,
      },
    );
  const act = (action: 'approve' | 'pay' | 'reverse') =>
    status.mutate(
      { id, action, ...(action === 'pay' && paidOn ? { paid_on: paidOn } : {}) },
      {
        onSuccess: () => notify.success(text(DONE[action])),
        onError: fail,
        onSettled: () => setConfirm(null),
      },
    );
  const journal = (entryId?: string, number?: string) =>
    entryId ? (
      <Anchor component={Link} to={`/${organizationId}/accounting/journals/${entryId}`} size="sm">
        {text('payroll.entry', { number: number ?? '' })}
      </Anchor>
    ) : null;
  return (
    <Stack>
      <Card withBorder radius="md">
        <Group justify="space-between" mb="sm">
          <div>
            <Title order={2} fz={20}>
              {monthLabel(run, language)} <Badge ml="xs">{text(`payroll.status.${run.status}`)}</Badge>
            </Title>
            <Text size="sm" c="dimmed">
              {text('payroll.payDate')} {date(run.pay_date)}
              {run.paid_on ? ` · ${text('payroll.paidOn')} ${date(run.paid_on)}` : ''}
            </Text>
            <Group gap="md">
              {journal(run.approved_entry_id, run.approved_entry_number)}
              {journal(run.paid_entry_id, run.paid_entry_number)}
            </Group>
          </div>
          <Group>
            {run.status === 'DRAFT' ? (
              <>
                <Button variant="subtle" color="red" onClick={() => setConfirm('delete')}>
                  {text('payroll.delete')}
                </Button>
                <Button variant="default" onClick={recompute} loading={update.isPending}>
                  {text('payroll.save')}
                </Button>
                <Button onClick={() => setConfirm('approve')} disabled={Object.keys(edits).length > 0}>
                  {text('payroll.approve')}
                </Button>
              </>
            ) : null}
            {run.status === 'APPROVED' ? (
              <>
                <Button variant="default" color="red" onClick={() => setConfirm('reverse')}>
                  {text('payroll.reverse')}
                </Button>
                <Button onClick={() => setConfirm('pay')}>{text('payroll.pay')}</Button>
              </>
            ) : null}
          </Group>
        </Group>
        <LinesTable run={run} edits={edits} onEdit={onEdit} />
      </Card>
      {run.status === 'DRAFT' ? null : <PayrollFilesCard run={run} />}
      <Modal
        opened={action !== null}
        onClose={() => setConfirm(null)}
        title={action ? text(`payroll.${action}`) : ''}
        centered
      >
        <Stack>
          <Text>
            {action === 'pay'
              ? text('payroll.payConfirm', { amount: money(run.totals.net_pay) })
              : text(`payroll.${action ?? 'approve'}Confirm`)}
          </Text>
          {confirm === 'pay' ? (
            <TextInput
              type="date"
              label={text('payroll.paidOn')}
              value={paidOn || run.pay_date}
              onChange={(e) => setPaidOn(e.currentTarget.value)}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              data-autofocus
              loading={status.isPending}
              onClick={() => (action ? act(action) : undefined)}
            >
              {action ? text(`payroll.${action}`) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDelete
        name={monthLabel(run, language)}
        opened={confirm === 'delete'}
        loading={remove.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              notify.success(text('payroll.deleted'));
              void navigate(`/${organizationId}/employees/payroll`);
            },
            onError: fail,
            onSettled: () => setConfirm(null),
          })
        }
      />
    </Stack>
  );
}
