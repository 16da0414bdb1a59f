// Payroll (/{orgId}/employees/payroll and /{orgId}/employees/payroll/{id}, the same page, spec §2): the runs on
// the left, the chosen run on the right with its lines, the life cycle (draft → approved → paid) and its files.
import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Modal,
  NavLink,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { THAI_MONTHS, toBuddhistYear } from '@banchee/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useCreatePayrollRun, usePayrollRuns, type PayrollRun } from '../api/payroll-runs';
import { useEmpText } from '../i18n/use-employees-text';
import { PayrollRunPanel } from './payroll-run-panel';
import { Pnd1aPanel } from './pnd1a-panel';

const STATUS_COLOR = { DRAFT: 'gray', APPROVED: 'blue', PAID: 'green' } as const;

/** "มีนาคม 2569" / "March 2026". */
export function monthLabel(run: Pick<PayrollRun, 'year' | 'month'>, language: 'th' | 'en'): string {
  if (language === 'th') return `${THAI_MONTHS[run.month - 1] ?? ''} ${toBuddhistYear(run.year)}`;
  return new Date(Date.UTC(run.year, run.month - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function NewRunModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { text, errorMessage } = useEmpText();
  const organizationId = useOrgId();
  const navigate = useNavigate();
  const create = useCreatePayrollRun(organizationId);
  const [month, setMonth] = useState('');
  const [payDate, setPayDate] = useState('');
  const [payDateError, setPayDateError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPayDateError(null);
    const [year, mm] = month.split('-').map(Number);
    if (!year || !mm || !payDate) return;
    create.mutate(
      { year, month: mm, pay_date: payDate },
      {
        onSuccess: (run) => {
          notify.success(text('payroll.created'));
          onClose();
          if (run) void navigate(`/${organizationId}/employees/payroll/${run.id}`);
        },
        onError: (error) => {
          // a locked pay date (decision 0234) or one outside the month is the pay date field's error
          if (error instanceof ApiError && error.details.some((d) => d.path === 'pay_date')) {
            setPayDateError(errorMessage(error));
          } else notify.error(errorMessage(error));
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={text('payroll.newRun')} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            type="month"
            label={text('payroll.month')}
            value={month}
            onChange={(e) => setMonth(e.currentTarget.value)}
            data-autofocus
            required
          />
          <TextInput
            type="date"
            label={text('payroll.payDate')}
            value={payDate}
            onChange={(e) => setPayDate(e.currentTarget.value)}
            error={payDateError}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {text('payroll.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** ภ.ง.ด.1ก is filed by the end of February for the year before: until March, last year; then this year. */
function defaultPnd1aYear(): number {
  const today = new Date();
  return today.getMonth() < 2 ? today.getFullYear() - 1 : today.getFullYear();
}

export function PayrollPage() {
  const { text, language } = useEmpText();
  const { money } = useFormatters();
  const organizationId = useOrgId();
  const { id } = useParams();
  const navigate = useNavigate();
  const runs = usePayrollRuns(organizationId);
  const [creating, setCreating] = useState(false);
  const [search, setSearch] = useSearchParams();
  const pnd1aYear = Number(search.get('pnd1a')) || null;
  const showPnd1a = (year: number) => setSearch({ pnd1a: String(year) });
  const forbidden = runs.error instanceof ApiError && runs.error.code === 'PAYROLL.FORBIDDEN';
  const list = runs.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={text('payroll.title')}
        actions={
          forbidden ? null : (
            <Group>
              <Button variant="default" onClick={() => showPnd1a(defaultPnd1aYear())}>
                {text('pnd1a.open')}
              </Button>
              <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
                {text('payroll.newRun')}
              </Button>
            </Group>
          )
        }
      />
      {forbidden ? (
        <Alert color="yellow">{text('payroll.noAccess')}</Alert>
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Card withBorder radius="md" padding="xs">
              {list.length === 0 && !runs.isPending ? (
                <Text c="dimmed" size="sm" p="sm">
                  {text('payroll.empty')}
                </Text>
              ) : null}
              {list.map((run) => (
                <NavLink
                  key={run.id}
                  active={run.id === id}
                  label={monthLabel(run, language)}
                  description={money(run.totals.net_pay)}
                  rightSection={
                    <Badge size="sm" color={STATUS_COLOR[run.status]}>
                      {text(`payroll.status.${run.status}`)}
                    </Badge>
                  }
                  onClick={() => void navigate(`/${organizationId}/employees/payroll/${run.id}`)}
                />
              ))}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {pnd1aYear ? (
              <Pnd1aPanel year={pnd1aYear} onYear={showPnd1a} />
            ) : id ? (
              <PayrollRunPanel key={id} id={id} />
            ) : (
              <Card withBorder radius="md">
                <Text c="dimmed">{text('payroll.choose')}</Text>
              </Card>
            )}
          </Grid.Col>
        </Grid>
      )}
      <NewRunModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
