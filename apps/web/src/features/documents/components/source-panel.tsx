// What a new document is made from, and the one figure the person chooses about it: the share of a quotation
// (a percentage, an amount, or — in the lines — quantities; spec §2 PARTIAL_TYPE), a deposit, the amount and
// withholding tax of a receipt and the customer credit it uses, or the reason of a credit or debit note (spec §9
// lists, by product/service).
import type { SalesDocument } from '@banchee/contracts';
import { formatMoney, parseMoney } from '@banchee/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import type { FieldErrors } from '../../../lib/form-errors';
import { documentsEn } from '../i18n/en';
import { useLabels } from '../i18n/use-doc-text';
import type { DocumentDraft, DraftSource } from '../model/draft';
import { factsOf, resourceOf, usesCustomerCredit, withholdsOnPayment, type EditorKind } from '../model/kinds';
import type { Preview } from '../model/preview';
import { reasonOptions, reasonsFor } from '../model/reasons';
import { restOf } from '../model/rest';
import { moneyBeforeCredit } from '../model/receive-payment';
import { CumulativePicker } from './cumulative-picker';
import { CustomerCreditField } from './customer-credit-field';
import { DateField } from '../../../components/date-field';
import { StatusBadge } from './status-badge';

interface SourcePanelProps {
  organizationId: string;
  /** The kind of the new document. */
  kind: EditorKind;
  source: Exclude<DraftSource, { type: 'plain' } | { type: 'existing' }>;
  draft: DocumentDraft;
  preview: Preview;
  errors: FieldErrors;
  onChange: (patch: Partial<DocumentDraft>) => void;
}

function money(value: string | undefined): string {
  return formatMoney(parseMoney(value ?? '0'), { thousands: true });
}

function SourceHeader({
  organizationId,
  parent,
  label,
}: {
  organizationId: string;
  parent: SalesDocument;
  label: string;
}) {
  return (
    <Group gap="sm">
      <IconLink size={18} />
      <Text fw={600}>{label}</Text>
      <Anchor
        component={Link}
        to={`/${organizationId}/${resourceOf(parent.kind)}/${parent.id}`}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {parent.number}
      </Anchor>
      <StatusBadge status={parent.status} kind={parent.kind} size="sm" />
      <Text size="sm" c="dimmed">
        {parent.contact_name}
      </Text>
    </Group>
  );
}

export function SourcePanel({
  organizationId,
  kind,
  source,
  draft,
  preview,
  errors,
  onChange,
}: SourcePanelProps) {
  const { i18n } = useTranslation();
  const { text } = useLabels(factsOf(kind).party);
  const thai = i18n.language !== 'en';
  // The domain's refusals in the user's language; an unknown one keeps the domain's own sentence.
  const problemText = (problem: NonNullable<Preview['problem']>) => {
    const known = Object.keys(documentsEn.problems) as (keyof typeof documentsEn.problems)[];
    // i18next keys cannot hold dots: the QUOTATION. namespace is dropped.
    const code = known.find((candidate) => `QUOTATION.${candidate}` === problem.code);
    if (!code) return problem.message;
    const figure = (key: string) => {
      const value = problem.details?.[key];
      return typeof value === 'string' ? money(value) : '';
    };
    return text(`problems.${code}`, { requested: figure('requested'), remaining: figure('remaining') });
  };
  let body: ReactNode = null;
  let parent: SalesDocument;
  let label: string;

  if (source.type === 'quotation') {
    parent = source.quotation;
    const progress = parent.progress;
    label = text('source.fromQuotation', { number: '' }).trim();
    const remaining = text('source.remaining', {
      amount: money(progress?.remainingAmount ?? parent.totals.amountAfterDiscount),
      percent: progress?.remainingPercentage ?? '100.00',
    });
    if (source.mode === 'full') {
      body = (
        <Stack gap={4}>
          <Text size="sm">{text('source.full')}</Text>
          {progress?.deposited && parseMoney(progress.deposited) > 0n ? (
            <Text size="sm" c="dimmed">
              {text('source.deposited', { amount: money(progress.deposited) })} · {text('source.depositNote')}
            </Text>
          ) : null}
        </Stack>
      );
    } else if (source.mode === 'deposit') {
      body = (
        <Group align="flex-end" gap="sm">
          <SegmentedControl
            aria-label={text('source.depositType')}
            value={draft.depositType}
            onChange={(value) => onChange({ depositType: value === 'AMOUNT' ? 'AMOUNT' : 'PERCENTAGE' })}
            data={[
              { value: 'PERCENTAGE', label: text('source.depositPercent') },
              { value: 'AMOUNT', label: text('source.depositAmount') },
            ]}
          />
          <TextInput
            label={text('source.depositValue')}
            value={draft.depositValue}
            onChange={(event) => onChange({ depositValue: event.currentTarget.value })}
            rightSection={draft.depositType === 'PERCENTAGE' ? '%' : '฿'}
            inputMode="decimal"
            w={180}
            error={errors.depositValue}
            data-testid="deposit-value"
          />
          <Text size="sm" c="dimmed" pb={8}>
            {remaining}
          </Text>
        </Group>
      );
    } else {
      const type = source.partialType ?? 'PERCENTAGE';
      const restPatch = restOf(type, progress, draft);
      body = (
        <Group align="flex-end" gap="sm">
          <Text size="sm" fw={500} pb={8}>
            {text('source.partialType', { type: text(`partialTypes.${type}`) })}
          </Text>
          {type === 'PERCENTAGE' ? (
            <TextInput
              label={text('source.percent')}
              value={draft.partialPercent}
              onChange={(event) => onChange({ partialPercent: event.currentTarget.value })}
              rightSection="%"
              inputMode="decimal"
              w={160}
              error={errors.partialPercent}
              data-testid="partial-percent"
            />
          ) : null}
          {type === 'AMOUNT' ? (
            <MoneyInput
              label={text('source.amount')}
              description={text('source.amountHint')}
              value={draft.partialAmount}
              onChange={(value) => onChange({ partialAmount: value })}
              rightSection="฿"
              w={220}
              error={errors.partialAmount}
              data-testid="partial-amount"
            />
          ) : null}
          <Text size="sm" c="dimmed" pb={8} data-testid="quotation-remaining">
            {remaining}
          </Text>
          {restPatch ? (
            <Button variant="light" onClick={() => onChange(restPatch)} data-testid="bill-rest">
              {text('source.billRest')}
            </Button>
          ) : null}
        </Group>
      );
    }
  } else if (source.type === 'settlement') {
    parent = source.target;
    label = text('source.settles', { number: '' }).trim();
    const partial = source.partial;
    body = (
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Text size="sm" pb={8} data-testid="settlement-balance">
          {text('source.balance', { amount: money(parent.progress?.balance ?? parent.grand_total) })}
        </Text>
        {!partial && factsOf(kind).settles.length > 0 ? (
          <CumulativePicker
            organizationId={organizationId}
            kind={kind}
            target={parent}
            selected={draft.extraTargets}
            onChange={(extraTargets) => onChange({ extraTargets })}
          />
        ) : null}
        {partial ? (
          <MoneyInput
            label={text('source.partialAmount')}
            value={draft.partialAmount}
            onChange={(value) => onChange({ partialAmount: value })}
            rightSection="฿"
            w={200}
            error={errors.partialAmount}
            data-testid="receipt-amount"
          />
        ) : null}
        {factsOf(kind).role === 'settlement' ? (
          <>
            <MoneyInput
              label={text('source.whtAmount')}
              value={draft.whtAmount}
              onChange={(value) => onChange({ whtAmount: value })}
              readOnly={withholdsOnPayment(kind)}
              description={withholdsOnPayment(kind) ? text('source.whtFromLines') : undefined}
              rightSection="฿"
              w={260}
              error={errors.whtAmount}
              data-testid="receipt-wht"
            />
            {usesCustomerCredit(kind) ? (
              <CustomerCreditField
                organizationId={organizationId}
                contactId={parent.contactId}
                value={draft.customerCreditAmount}
                onChange={(customerCreditAmount) => onChange({ customerCreditAmount })}
                error={errors.customerCreditAmount}
                moneyWithoutCredit={moneyBeforeCredit(preview.totals.amountPayable, draft.payment)}
                w={260}
              />
            ) : null}
            <DateField
              label={text('source.collectedAt')}
              value={draft.collected_at}
              onChange={(collected_at) => onChange({ collected_at })}
              w={160}
              error={errors.collected_at}
            />
          </>
        ) : null}
      </Group>
    );
  } else {
    parent = source.target;
    label = text('source.adjusts', { number: '' }).trim();
    // Credit and debit notes have their own legal reason lists (truly kind-specific).
    const reasons = reasonsFor(kind === 'DN' ? 'DN' : 'CN', draft);
    const chosen = reasons.find((reason) => reason.code === draft.reason);
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text('source.original', { amount: money(parent.net_total) })}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={text('source.reason')}
            data={reasonOptions(reasons, thai ? 'th' : 'en', {
              PRODUCT: text('source.reasonGroups.PRODUCT'),
              SERVICE: text('source.reasonGroups.SERVICE'),
            })}
            value={draft.reason === '' ? null : draft.reason}
            onChange={(reason) => onChange({ reason: reason ?? '' })}
            w={420}
            error={errors.reason}
            data-testid="note-reason"
          />
          {chosen?.requiresDescription ? (
            <TextInput
              label={text('source.reasonDescription')}
              value={draft.reasonDescription}
              onChange={(event) => onChange({ reasonDescription: event.currentTarget.value })}
              w={320}
              error={errors.reasonDescription}
            />
          ) : null}
        </Group>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" data-testid="source-panel">
      <Stack gap="sm">
        <SourceHeader organizationId={organizationId} parent={parent} label={label} />
        {body}
        {preview.problem ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="source-problem">
            {problemText(preview.problem)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
