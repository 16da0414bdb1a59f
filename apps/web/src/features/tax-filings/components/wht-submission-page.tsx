// WHT submission (/{orgId}/accounting/withholdingtax-submission, decision 0173): per tax month and form the
// PND3 / PND53 lines from issued certificates by date paid, their totals beside the ledger's 27230 / 27240 (a
// difference is shown), the RD upload file in UTF-8 or CP874, the attachment PDF, and the desk's one filing
// state with its file and pay actions. PND1 shows the desk's state and points to payroll, where its file is made.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { WhtSubmission, WhtSubmissionForm } from '@banchee/contracts';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { formatMoneyText, useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { downloadTaxFile } from '../api/tax-filings';
import { useWhtSubmission } from '../api/wht-submission';
import { useTaxText } from '../i18n/use-tax-text';
import { FilingDialog, type Dialog } from './filing-dialogs';
import { MoneyTd, MonthSelect, StateBadge, useTaxMonth } from './parts';

const FORMS = ['PND3', 'PND53', 'PND1'] as const satisfies readonly WhtSubmissionForm[];
const ACCOUNT = { PND3: '27230', PND53: '27240' } as const;

function useForm(): [WhtSubmissionForm, (form: WhtSubmissionForm) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('form');
  const form = FORMS.find((f) => f === raw) ?? 'PND3';
  const set = (value: WhtSubmissionForm) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('form', value);
        return next;
      },
      { replace: true },
    );
  return [form, set];
}

function Obligation({ data, onDialog }: { data: WhtSubmission; onDialog: (d: Dialog) => void }) {
  const { text } = useTaxText();
  const { date } = useFormatters();
  const o = data.obligation;
  if (!o)
    return (
      <Text size="sm" c="dimmed">
        {text('wht.noObligation')}
      </Text>
    );
  const form = o.form === 'PND3' || o.form === 'PND53' ? o.form : null;
  return (
    <Group gap="md" data-testid="wht-obligation">
      <Text size="sm">
        {text('common.dueDate')} {date(o.dueDate)}
      </Text>
      {o.available ? (
        <Text size="sm">
          {text('common.amount')} {formatMoneyText(o.amount)}
        </Text>
      ) : null}
      {o.available ? (
        <StateBadge state={o.state} />
      ) : (
        <Text size="sm" c="dimmed">
          {text('desk.notAvailable')}
        </Text>
      )}
      {o.filing?.filedOn ? (
        <Text size="xs" c="dimmed">
          {text('desk.filed', { date: date(o.filing.filedOn), reference: o.filing.filingReference ?? '' })}
        </Text>
      ) : form ? (
        <Button
          size="xs"
          variant="light"
          onClick={() => onDialog({ type: 'file', form, month: data.month })}
          data-testid="wht-file"
        >
          {text('desk.file')}
        </Button>
      ) : null}
      {o.filing?.paidOn ? (
        <Text size="xs" c="dimmed">
          {text('desk.paid', { date: date(o.filing.paidOn) })}
        </Text>
      ) : o.filing?.filedOn && form ? (
        <Button
          size="xs"
          variant="light"
          onClick={() => onDialog({ type: 'pay', form, month: data.month })}
          data-testid="wht-pay"
        >
          {text('desk.pay')}
        </Button>
      ) : null}
    </Group>
  );
}

function Rows({ data, orgId }: { data: WhtSubmission; orgId: string }) {
  const { text } = useTaxText();
  const { date } = useFormatters();
  if (data.rows.length === 0) {
    return (
      <Text p="md" c="dimmed" data-testid="wht-empty">
        {text('wht.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped="odd" fz="sm" aria-label={text('wht.title')} data-testid="wht-table">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={56}>{text('wht.line')}</Table.Th>
            <Table.Th>{text('wht.paidOn')}</Table.Th>
            <Table.Th>{text('wht.certificate')}</Table.Th>
            <Table.Th>{text('wht.taxId')}</Table.Th>
            <Table.Th>{text('wht.payee')}</Table.Th>
            <Table.Th>{text('wht.income')}</Table.Th>
            <Table.Th ta="right">{text('wht.rate')}</Table.Th>
            <Table.Th ta="right">{text('wht.amount')}</Table.Th>
            <Table.Th ta="right">{text('wht.wht')}</Table.Th>
            <Table.Th>{text('wht.condition')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={row.line} data-testid={`wht-row-${row.line}`}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{date(row.paidOn)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/${orgId}/wth/${row.certificateId}`} size="sm">
                  {row.certificateNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.taxId}</Table.Td>
              <Table.Td>{row.payeeName}</Table.Td>
              <Table.Td>{row.incomeDescription}</Table.Td>
              <Table.Td ta="right">{row.rate}</Table.Td>
              <MoneyTd value={row.income} />
              <MoneyTd value={row.wht} />
              <Table.Td>{row.condition}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid="wht-total">
            <Table.Td colSpan={7}>{text('wht.total', { count: data.totals.count })}</Table.Td>
            <MoneyTd value={data.totals.income} />
            <MoneyTd value={data.totals.wht} />
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function Reconciliation({ data }: { data: WhtSubmission }) {
  const { text } = useTaxText();
  if (data.ledger === undefined || (data.form !== 'PND3' && data.form !== 'PND53')) return null;
  const account = ACCOUNT[data.form];
  if (data.reconciles) {
    return (
      <Alert color="teal" data-testid="wht-reconciled">
        {text('wht.reconciled', { account, amount: formatMoneyText(data.ledger) })}
      </Alert>
    );
  }
  return (
    <Alert color="red" data-testid="wht-difference">
      {text('wht.difference', {
        account,
        report: formatMoneyText(data.totals.wht),
        ledger: formatMoneyText(data.ledger),
        difference: formatMoneyText(data.difference ?? '0.00'),
      })}
    </Alert>
  );
}

export function WhtSubmissionPage() {
  const orgId = useOrgId();
  const { text, errorOf } = useTaxText();
  const [month, setMonth] = useTaxMonth();
  const [form, setForm] = useForm();
  const [encoding, setEncoding] = useState<'UTF-8' | 'CP874'>('UTF-8');
  // The file's layout (decision 0241): RD Prep's, or RD's direct upload with its sender and e-Filing user ids.
  const [layout, setLayout] = useState<'RD_PREP' | 'RD_DIRECT'>('RD_PREP');
  const [senderId, setSenderId] = useState('');
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const submission = useWhtSubmission(orgId, month, form);
  const data = submission.data;
  const path = `/tax-filings/wht/organization/${orgId}`;
  const download = (format: 'txt' | 'pdf') => {
    setBusy(format);
    const direct = format === 'txt' && layout === 'RD_DIRECT';
    const query: Record<string, string> = direct
      ? { month, form, format, encoding, layout, rd_sender_id: senderId, rd_user_id: userId }
      : { month, form, format, encoding };
    downloadTaxFile(path, query, `${form}-${month}.${format}`)
      .catch((error: unknown) => notify.error(text('common.downloadFailed'), errorOf(error)))
      .finally(() => setBusy(null));
  };
  const files = form !== 'PND1';

  return (
    <>
      <PageHeader
        title={text('wht.title')}
        subtitle={text('wht.subtitle')}
        actions={
          files ? (
            <>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={busy === 'txt'}
                disabled={Boolean(data?.fileProblem)}
                onClick={() => download('txt')}
                data-testid="wht-download-file"
              >
                {text('wht.downloadFile')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                loading={busy === 'pdf'}
                onClick={() => download('pdf')}
                data-testid="wht-download-pdf"
              >
                {text('wht.downloadAttachment')}
              </Button>
            </>
          ) : null
        }
      />
      <Stack>
        <Group align="flex-end">
          <MonthSelect value={month} onChange={setMonth} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {text('wht.form')}
            </Text>
            <SegmentedControl
              value={form}
              onChange={(value) => setForm(FORMS.find((f) => f === value) ?? 'PND3')}
              data={FORMS.map((f) => ({ value: f, label: text(`forms.${f}`) }))}
              data-testid="wht-form"
            />
          </Stack>
          {files ? (
            <Select
              label={text('wht.encoding')}
              data={['UTF-8', 'CP874']}
              value={encoding}
              onChange={(value) => setEncoding(value === 'CP874' ? 'CP874' : 'UTF-8')}
              allowDeselect={false}
              w={140}
              data-testid="wht-encoding"
            />
          ) : null}
          {files ? (
            <Select
              label={text('wht.layout')}
              data={[
                { value: 'RD_PREP', label: text('wht.layoutRdPrep') },
                { value: 'RD_DIRECT', label: text('wht.layoutDirect') },
              ]}
              value={layout}
              onChange={(value) => setLayout(value === 'RD_DIRECT' ? 'RD_DIRECT' : 'RD_PREP')}
              allowDeselect={false}
              w={220}
              data-testid="wht-layout"
            />
          ) : null}
          {files && layout === 'RD_DIRECT' ? (
            <>
              <TextInput
                label={text('wht.senderId')}
                value={senderId}
                maxLength={4}
                w={120}
                onChange={(event) => setSenderId(event.currentTarget.value)}
                data-testid="wht-sender-id"
              />
              <TextInput
                label={text('wht.userId')}
                value={userId}
                maxLength={20}
                w={180}
                onChange={(event) => setUserId(event.currentTarget.value)}
                data-testid="wht-user-id"
              />
            </>
          ) : null}
          <Anchor component={Link} to={`/${orgId}/accounting/montly-tax-filing?month=${month}`}>
            {text('wht.toDesk')}
          </Anchor>
        </Group>
        {submission.isPending ? <Loading /> : null}
        {submission.isError ? <Alert color="red">{errorOf(submission.error)}</Alert> : null}
        {data ? (
          <>
            <Card withBorder radius="md">
              <Text fw={600} mb="xs">
                {text('wht.obligation')}
              </Text>
              <Obligation data={data} onDialog={setDialog} />
            </Card>
            {data.source === 'PAYROLL' ? (
              <Alert color="blue" data-testid="wht-pnd1">
                {text('wht.pnd1')}{' '}
                <Anchor component={Link} to={`/${orgId}/employees/payroll`}>
                  {text('wht.toPayroll')}
                </Anchor>
              </Alert>
            ) : (
              <>
                <Reconciliation data={data} />
                {data.fileProblem ? (
                  <Alert color="orange" data-testid="wht-file-problem">
                    {text('wht.fileProblem', {
                      row: data.fileProblem.row,
                      message: data.fileProblem.message,
                    })}
                  </Alert>
                ) : null}
                <Card withBorder padding={0} radius="md">
                  <Rows data={data} orgId={orgId} />
                </Card>
              </>
            )}
          </>
        ) : null}
      </Stack>
      <FilingDialog orgId={orgId} dialog={dialog} onDone={() => setDialog(null)} />
    </>
  );
}
