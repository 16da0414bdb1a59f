// /{orgId}/wth/new and /{orgId}/wth/{id}: the certificate form (payee, dates, form, payer condition, up to three
// income lines, fund contributions) with live figures from the domain; on a saved certificate the life-cycle
// actions of spec §4 (Void asks first) and the 50 ทวิ print. Enter saves; an issued certificate is read-only.
import { WITHHOLDING_FORMS, WITHHOLDING_PAYER_CONDITIONS, formatMoney } from '@banchee/domain';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { Wth } from '@banchee/contracts';
import { Link, useNavigate, useParams } from 'react-router';
import { DateField } from '../../../components/date-field';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { StatusBadgeOf } from '../../../components/status-badge';
import { ApiError } from '../../../lib/api';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toCalendarDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePreferences } from '../../../lib/preferences';
import { useOrgId } from '../../../lib/use-org-id';
import { openWthPdf, useSaveWth, useSuppliers, useWth, useWthAction } from '../api/wth-api';
import { useWthText } from '../i18n/use-wth-text';
import {
  ATTACHED_FORMS,
  draftOf,
  liveFigures,
  missingFields,
  newDraft,
  toRequest,
  type WthDraft,
} from '../model/wth-form';
import { WthLines } from './wth-lines';

type ErrorKey = 'NOT_EDITABLE' | 'INVALID_TRANSITION' | 'NOT_FOUND' | 'FAILED' | 'PERIOD_LOCKED' | 'generic';
function errorKeyOf(error: unknown): ErrorKey {
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'VALIDATION.FAILED') return 'FAILED';
  if (code === 'LEDGER.PERIOD_LOCKED') return 'PERIOD_LOCKED';
  const reason = code.slice(code.indexOf('.') + 1);
  return reason === 'NOT_EDITABLE' || reason === 'INVALID_TRANSITION' || reason === 'NOT_FOUND'
    ? reason
    : 'generic';
}

export function WthEditorPage() {
  const orgId = useOrgId();
  const { id } = useParams();
  const existing = useWth(orgId, id);
  if (id && existing.isPending) return <Loading />;
  const wth = existing.data;
  // A fresh form for each saved version (the draft starts from what the server holds).
  return <WthForm key={wth ? `${wth.id}:${wth.updated_at}` : 'new'} orgId={orgId} wth={wth} />;
}

function WthForm({ orgId, wth }: { orgId: string; wth: Wth | undefined }) {
  const id = wth?.id;
  const navigate = useNavigate();
  const { text, language } = useWthText();
  const suppliers = useSuppliers(orgId);
  const save = useSaveWth(orgId);
  const act = useWthAction(orgId);
  // The tax year is written in the user's era (Buddhist by default on Thai screens).
  const { era } = usePreferences();
  const [draft, setDraft] = useState<WthDraft>(() =>
    wth ? draftOf(wth, era) : newDraft(toCalendarDate(new Date()) ?? '', era),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmVoid, setConfirmVoid] = useState(false);

  const readOnly = wth !== undefined && wth.status !== 'AWAITING';
  const figures = liveFigures(draft, era);
  const set = <K extends keyof WthDraft>(key: K, value: WthDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const failed = (error: unknown) => notify.error(text(`errors.${errorKeyOf(error)}`));

  const pickSupplier = (contactId: string | null) => {
    const contact = suppliers.data?.data.find((c) => c.id === contactId);
    setDraft((d) => ({
      ...d,
      contactId: contact?.id ?? '',
      contact_name: contact?.contact_name ?? d.contact_name,
      address: contact ? [contact.address, contact.zip_code].filter(Boolean).join(' ') : d.address,
      taxId: contact?.tax_id ?? '',
      branch: contact?.branch ?? '',
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingFields(draft);
    setErrors(Object.fromEntries(missing.map((path) => [path, text('errors.required')])));
    if (missing.length > 0) return;
    try {
      const saved = await save.mutateAsync({ id, input: toRequest(draft, era) });
      notify.success(text('saved'));
      if (!id) void navigate(`/${orgId}/wth/${saved.id}`, { replace: true });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      failed(error);
    }
  };

  const runAction = async (action: string) => {
    if (!wth) return;
    setConfirmVoid(false);
    try {
      await act.mutateAsync({ id: wth.id, action });
    } catch (error) {
      failed(error);
    }
  };

  const field = (key: keyof WthDraft, label: string, path: string = key, extra = {}) => (
    <TextInput
      label={label}
      value={draft[key] as string}
      onChange={(e) => set(key, e.currentTarget.value as never)}
      error={errors[path]}
      disabled={readOnly}
      {...extra}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <PageHeader
        title={
          <Group gap="sm">
            {wth ? wth.number : text('newTitle')}
            {wth ? <StatusBadgeOf status={wth.status} label={text(`statuses.${wth.status}`)} /> : null}
          </Group>
        }
        subtitle={text('subtitle')}
        actions={
          <>
            <Button
              component={Link}
              to={`/${orgId}/wth`}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              {text('back')}
            </Button>
            {wth?.actions.map((action) => (
              <Button
                key={action}
                variant="light"
                color={action === 'VOID' ? 'red' : undefined}
                loading={act.isPending}
                onClick={() => (action === 'VOID' ? setConfirmVoid(true) : void runAction(action))}
              >
                {text(`actions.${action as 'ISSUED' | 'VOID' | 'RESET'}`)}
              </Button>
            ))}
            {wth ? (
              <Button
                variant="light"
                leftSection={<IconPrinter size={16} />}
                onClick={() => void openWthPdf(wth.id).catch(failed)}
              >
                {text('pdf')}
              </Button>
            ) : null}
            {!readOnly ? (
              <Button type="submit" loading={save.isPending}>
                {text('save')}
              </Button>
            ) : null}
          </>
        }
      />
      {readOnly ? (
        <Alert color="gray" mb="md">
          {text('readOnly')}
        </Alert>
      ) : null}
      <Stack gap="md">
        <Card withBorder>
          <Title order={2} fz="md" mb="xs">
            {text('fields.payee')}
          </Title>
          <Select
            aria-label={text('fields.chooseSupplier')}
            placeholder={text('fields.chooseSupplier')}
            data={(suppliers.data?.data ?? []).map((c) => ({ value: c.id, label: c.contact_name }))}
            value={draft.contactId || null}
            onChange={pickSupplier}
            error={errors.contactId}
            searchable
            clearable
            disabled={readOnly}
            mb="xs"
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {field('contact_name', text('fields.payeeName'), 'contact.contact_name', { withAsterisk: true })}
            {field('taxId', text('fields.payeeTaxId'), 'contact.taxId', { maxLength: 17 })}
            {field('address', text('fields.payeeAddress'), 'contact.address')}
            {field('branch', text('fields.payeeBranch'), 'contact.branch', { maxLength: 5 })}
          </SimpleGrid>
        </Card>
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <DateField
              label={text('fields.date')}
              value={draft.date}
              onChange={(v) => set('date', v)}
              error={errors.date}
              disabled={readOnly}
              withAsterisk
            />
            <DateField
              label={text('fields.issueDate')}
              value={draft.issue_date}
              onChange={(v) => set('issue_date', v)}
              error={errors.issue_date}
              disabled={readOnly}
              clearable
            />
            {field('book_number', text('fields.bookNumber'))}
            {ATTACHED_FORMS.includes(draft.form_type) ? (
              <TextInput
                label={text('fields.sequence')}
                value={wth?.sequence_in_form ?? ''}
                description={text('fields.sequenceFromAttachment')}
                disabled
              />
            ) : (
              field('sequence_in_form', text('fields.sequence'))
            )}
            <Select
              label={text('fields.formType')}
              data={WITHHOLDING_FORMS.map((f) => ({ value: f.code, label: f.nameTh }))}
              value={draft.form_type}
              onChange={(v) => set('form_type', v ?? draft.form_type)}
              error={errors['wthDoc.form_type']}
              allowDeselect={false}
              disabled={readOnly}
            />
            {field(
              'form_year',
              text(era === 'BE' ? 'fields.formYearBE' : 'fields.formYear'),
              'wthDoc.form_year',
              {
                inputMode: 'numeric',
                maxLength: 4,
              },
            )}
            <Select
              label={text('fields.payer')}
              data={WITHHOLDING_PAYER_CONDITIONS.map((p) => ({
                value: p.code,
                label: language === 'en' ? p.nameEn : p.nameTh,
              }))}
              value={draft.payer}
              onChange={(v) => set('payer', v ?? draft.payer)}
              error={errors['wthDoc.payer']}
              allowDeselect={false}
              disabled={readOnly}
            />
            {draft.payer === 'OTHERS'
              ? field('payer_others', text('fields.payerOthers'), 'wthDoc.payer_others', {
                  withAsterisk: true,
                })
              : null}
          </SimpleGrid>
        </Card>
        <Card withBorder>
          <Title order={2} fz="md" mb="xs">
            {text('fields.lines')}
          </Title>
          <WthLines
            lines={draft.lines}
            figures={figures}
            errors={errors}
            readOnly={readOnly}
            onChange={(lines) => set('lines', lines)}
          />
          <Group justify="flex-end" gap="xl" mt="sm">
            <Text size="sm">
              {text('fields.totalAmount')}{' '}
              <Text span fw={700} ff="monospace" data-testid="wth-total-amount">
                {figures ? formatMoney(figures.totalIncome) : '—'}
              </Text>
            </Text>
            <Text size="sm">
              {text('fields.totalTax')}{' '}
              <Text span fw={700} ff="monospace" data-testid="wth-total-tax">
                {figures ? formatMoney(figures.totalTax) : '—'}
              </Text>
            </Text>
          </Group>
          {figures ? (
            <Text size="sm" ta="right" c="dimmed" data-testid="wth-total-text">
              ({figures.totalTaxText})
            </Text>
          ) : null}
        </Card>
        <Card withBorder>
          <Title order={2} fz="md" mb="xs">
            {text('fields.fund')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {field(
              'provident_social_sec_fund',
              text('fields.socialSecurity'),
              'wthDoc.providentFund.provident_social_sec_fund',
              { inputMode: 'decimal' },
            )}
            {field('provident_amount', text('fields.fundAmount'), 'wthDoc.providentFund.provident_amount', {
              inputMode: 'decimal',
            })}
            {field(
              'provident_license_no',
              text('fields.fundLicense'),
              'wthDoc.providentFund.provident_license_no',
            )}
          </SimpleGrid>
          <Textarea
            label={text('fields.remarks')}
            value={draft.remarks}
            onChange={(e) => set('remarks', e.currentTarget.value)}
            disabled={readOnly}
            rows={2}
            mt="sm"
          />
        </Card>
      </Stack>
      <Modal opened={confirmVoid} onClose={() => setConfirmVoid(false)} title={text('actions.VOID')} centered>
        <Text size="sm" mb="lg">
          {text('confirmVoid', { number: wth?.number ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmVoid(false)}>
            {text('back')}
          </Button>
          <Button color="red" onClick={() => void runAction('VOID')} data-autofocus>
            {text('actions.VOID')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
