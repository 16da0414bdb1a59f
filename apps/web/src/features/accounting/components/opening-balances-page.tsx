// Opening balances (/{orgId}/accounting/opening-balances, ยอดยกมา): the balances brought over from the previous
// books as one balanced OPENING entry on the conversion date. When one stands it is shown with a link; otherwise
// the shared journal line grid (account, debit, credit, running totals and the difference) with the conversion
// date, which may be posted only once debits equal credits. Linked from the journals and chart of accounts pages.
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { PeriodStatus } from '@banchee/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/form-errors';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { usePostableAccounts } from '../api/list-accounts';
import { usePeriodStatus, usePostOpeningBalances } from '../api/periods';
import { useAcctText } from '../i18n/use-acct-text';
import { startOfYear, todayIso } from '../model/dates';
import {
  blankLine,
  journalFormTotals,
  validateJournalLines,
  type JournalFormLine,
} from '../model/journal-form';
import { accountingPaths } from '../model/paths';
import { DateField } from '../../../components/date-field';
import { ctrlEnterSubmits, JournalLinesGrid } from './journal-lines-grid';
import { useJournalErrors } from './use-journal-errors';

export function OpeningBalancesPage() {
  const orgId = useOrgId();
  const { text } = useAcctText();
  const { t } = useTranslation();
  const { date } = useFormatters();
  const status = usePeriodStatus(orgId);
  const opening = status.data?.openingEntry;

  return (
    <>
      <PageHeader title={text('opening.title')} subtitle={text('opening.subtitle')} />
      {status.isPending ? (
        <Loading />
      ) : status.isError ? (
        <Alert color="red" icon={<IconAlertTriangle />} title={text('opening.loadFailed')}>
          {errorText(status.error, t)}
        </Alert>
      ) : opening ? (
        <Alert color="teal" icon={<IconCircleCheck />} data-testid="opening-posted">
          <Text size="sm">
            {text('opening.posted', { number: opening.number, date: date(opening.date) })}
          </Text>
          <Anchor component={Link} to={`/${orgId}/${accountingPaths.journal(opening.entryId)}`} size="sm">
            {text('opening.openEntry')} {opening.number}
          </Anchor>
          <Text size="xs" c="dimmed" mt={4}>
            {text('opening.reverseHint')}
          </Text>
        </Alert>
      ) : (
        <OpeningBalancesForm orgId={orgId} status={status.data} />
      )}
    </>
  );
}

function OpeningBalancesForm({ orgId, status }: { orgId: string; status: PeriodStatus }) {
  const { text } = useAcctText();
  const { date: showDate } = useFormatters();
  const navigate = useNavigate();
  const accounts = usePostableAccounts(orgId);
  const post = usePostOpeningBalances(orgId);
  const [date, setDate] = useState(status.conversionDate ?? startOfYear(todayIso()));
  const [lines, setLines] = useState<JournalFormLine[]>(() => [blankLine(), blankLine()]);
  const feedback = useJournalErrors();
  const balanced = journalFormTotals(lines).balanced;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!balanced) return;
    const result = validateJournalLines(lines);
    if (!result.ok) {
      feedback.reset({ fields: result.fields, entry: result.entry });
      return;
    }
    if (date === '') {
      feedback.reset({ fields: { date: 'dateRequired' } });
      return;
    }
    feedback.reset();
    post.mutate(
      { date, lines: result.lines },
      {
        onSuccess: (entry) => {
          notify.success(text('opening.postedToast', { number: entry.number }));
          void navigate(`/${orgId}/${accountingPaths.journal(entry.id)}`);
        },
        onError: (error) => {
          const message = feedback.showServerError(error, { date, description: '', lines });
          notify.error(text('opening.postFailed'), message);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      onKeyDown={ctrlEnterSubmits(submit)}
      noValidate
      aria-label={text('opening.title')}
    >
      <Stack gap="md">
        <Card withBorder radius="md" padding="md">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <DateField
              label={text('opening.date')}
              value={date}
              onChange={(value) => {
                setDate(value);
                feedback.clearField('date');
              }}
              error={feedback.fieldError('date')}
              required
              w={180}
            />
            <Stack gap={4} style={{ flex: 1, minWidth: 280 }}>
              <Text size="sm">{text('opening.dateExplain')}</Text>
              {status.conversionDate ? (
                <Text size="sm" c="dimmed">
                  {text('opening.dateEarlier', { date: showDate(status.conversionDate) })}
                </Text>
              ) : null}
            </Stack>
          </Group>
        </Card>
        <JournalLinesGrid
          label={text('opening.title')}
          lines={lines}
          onLinesChange={setLines}
          onFieldEdit={feedback.clearField}
          onLineRemoved={() => feedback.reset()}
          fieldError={feedback.fieldError}
          accounts={accounts.data ?? []}
        />
        {feedback.message ? (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="jv-error">
            {feedback.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="md">
          {balanced ? null : (
            <Text size="sm" c="dimmed">
              {text('opening.submitHint')}
            </Text>
          )}
          <Button type="submit" disabled={!balanced} loading={post.isPending}>
            {text('opening.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
