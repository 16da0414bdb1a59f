// The /new and /{id} page of every sales document kind (outside the sidebar layout, spec §2): the shared
// draft of spec §3 with its defaults, the contact and product pickers, live totals from @banchee/domain, the
// item discount / WHT columns of spec §5, the date rules of spec §4, the action menu, print / PDF, an
// unsaved-changes warning and Ctrl+S to save. Opening a route starts from a fresh state ("Loading..." first).
import {
  createDocumentSchema,
  updateDocumentSchema,
  type Contact,
  type Item,
  type SalesDocument,
} from '@banchee/contracts';
import { computeDocumentTotals, PRICE_TYPES, type Money } from '@banchee/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Kbd,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Timeline,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { Loading } from '../../../components/full-page-loading';
import { ApiError } from '../../../lib/api-client';
import { useCurrentOrganization } from '../../../lib/current-organization';
import { errorText, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { toCalendarDate, useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useDocument, useExtraTargets } from '../api/get-document';
import { newIdempotencyKey } from '../api/query-keys';
import { useSaveDocument } from '../api/save-document';
import { useLabels, useRefusalText } from '../i18n/use-doc-text';
import {
  applyContactCreditDays,
  blankLine,
  createPayload,
  dateRules,
  draftFromDocument,
  isBlankLine,
  sentLines,
  totalsInputOf,
  updatePayload,
  visibleColumns,
  type DocumentDraft,
  type DraftLine,
  type DraftSource,
} from '../model/draft';
import { initialEditorState } from '../model/initial';
import { editabilityOf, resourceOf, SOURCE_PARAMS, type SalesDocumentKind } from '../model/kinds';
import { lineFromItem } from '../model/lines';
import { previewOf } from '../model/preview';
import { liveFigureErrors, translateRefusal } from '../model/refusals';
import {
  draftTaxPoint,
  isParticularsRefusal,
  missingParticulars,
  withTaxInvoiceChoice,
} from '../model/tax-point';
import { ActionMenu } from './action-menu';
import { ContactSection } from './contact-section';
import { DateField } from './date-field';
import { LinesTable } from './lines-table';
import { PreviewLinesTable, QuantityLinesTable } from './preview-lines';
import { PrintControls } from './print-controls';
import { SourceChooser } from './source-chooser';
import { PaymentFields } from './payment-fields';
import { SourcePanel } from './source-panel';
import { StatusBadge } from './status-badge';
import { TaxPointPanel } from './tax-point-panel';
import { TotalsPanel } from './totals-panel';

/** Field updates are debounced by 150 ms before the totals are recomputed (spec §5). */
const FIELD_DEBOUNCE_MS = 150;

export function DocumentEditorPage({ kind }: { kind: SalesDocumentKind }) {
  const { id } = useParams();
  const location = useLocation();
  // A new key for every route: opening a /new or /{id} page starts from a fresh document state (spec §2).
  return (
    <EditorLoader
      key={`${location.pathname}${location.search}`}
      kind={kind}
      id={id ?? null}
      search={location.search}
    />
  );
}

function EditorLoader({ kind, id, search }: { kind: SalesDocumentKind; id: string | null; search: string }) {
  const { t } = useTranslation();
  const organizationId = useOrgId();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const sourceKind = SOURCE_PARAMS[kind].find((candidate) => params.get(candidate)) ?? null;
  const sourceId = id === null && sourceKind ? params.get(sourceKind) : null;
  const own = useDocument(organizationId, resourceOf(kind), id);
  const parent = useDocument(organizationId, resourceOf(sourceKind ?? 'QT'), sourceId);

  const failed = (id !== null && own.isError) || (sourceId !== null && parent.isError);
  if (failed) {
    const error = own.error ?? parent.error;
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle />}
        title={t('common.loadFailed')}
        data-testid="editor-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(error, t)}</Text>
          <Anchor component={Link} to={`/${organizationId}/${resourceOf(kind)}`}>
            {t('common.back')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if ((id !== null && !own.data) || (sourceId !== null && !parent.data)) return <Loading />;
  if (id === null && sourceId === null && (kind === 'CN' || kind === 'DN'))
    return <SourceChooser kind={kind} />;
  return (
    <DocumentEditor kind={kind} document={own.data ?? null} parent={parent.data ?? null} params={params} />
  );
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** Maps "items.2.name" (request order) to "lines.<key>.name" (the line on screen). */
function onScreen(errors: FieldErrors, lines: readonly DraftLine[]): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^items\.(\d+)\.(.+)$/.exec(path);
    const line = match ? lines[Number(match[1])] : undefined;
    mapped[line && match ? `lines.${line.key}.${match[2]}` : path] = message;
  }
  return mapped;
}

function DocumentEditor({
  kind,
  document,
  parent,
  params,
}: {
  kind: SalesDocumentKind;
  document: SalesDocument | null;
  parent: SalesDocument | null;
  params: URLSearchParams;
}) {
  const { t, i18n } = useTranslation();
  const { text, status: statusLabel, action: actionLabel } = useLabels();
  const refusalText = useRefusalText();
  const organizationId = useOrgId();
  const organization = useCurrentOrganization();
  const navigate = useNavigate();
  const format = useFormatters();
  const resource = resourceOf(kind);

  const [initial] = useState(() => {
    const seller = organization.users.find((user) => user.is_default);
    return initialEditorState(kind, {
      document: document ?? undefined,
      parent: parent ?? undefined,
      params,
      today: toCalendarDate(new Date()) ?? new Date().toISOString().slice(0, 10),
      salesName: seller ? `${seller.first_name} ${seller.last_name}` : '',
    });
  });
  // The open document follows the server (status, actions, links change after an action); the source of a new
  // document is fixed when the page opens.
  const source: DraftSource = useMemo(
    () => (document ? { type: 'existing', document } : initial.source),
    [document, initial.source],
  );
  const [draft, setDraft] = useState<DocumentDraft>(initial.draft);
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial.draft));
  const [serverErrors, setErrors] = useState<FieldErrors>({});
  const idempotencyKey = useRef(newIdempotencyKey());
  const leaving = useRef(false);
  const save = useSaveDocument(organizationId, resource);

  const editability = document
    ? editabilityOf(document)
    : { header: true, figures: source.type === 'plain' || source.type === 'adjustment' };
  const dirty = JSON.stringify(draft) !== baseline;
  const [settled] = useDebouncedValue(draft, FIELD_DEBOUNCE_MS);
  const extraTargets = useExtraTargets(organizationId, source, settled.extraTargets);
  const preview = useMemo(
    () => previewOf(source, settled, { editable: editability.figures, extraTargets }),
    [source, settled, editability.figures, extraTargets],
  );
  // A discount larger than what it discounts is said at once; the server's refusals (on save) come on top.
  const errors = useMemo(
    () => ({
      ...(editability.figures ? liveFigureErrors(settled, refusalText) : {}),
      ...serverErrors,
    }),
    [editability.figures, settled, refusalText, serverErrors],
  );
  const lineAmounts = useMemo(() => {
    const amounts = new Map<string, Money>();
    if (editability.figures) {
      const own = settled.items.filter((line) => !isBlankLine(line));
      const totals = computeDocumentTotals(totalsInputOf(settled));
      own.forEach((line, index) => amounts.set(line.key, totals.lines[index]?.totalAfterDiscount ?? 0n));
    } else {
      for (const line of preview.lines ?? [])
        if (line.sourceLineId) amounts.set(line.sourceLineId, line.amount);
    }
    return amounts;
  }, [settled, editability.figures, preview.lines]);

  // ---------------------------------------------------------------- edits

  const change = (patch: Partial<DocumentDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const changeTerms = (next: (current: DocumentDraft) => DocumentDraft) => {
    setDraft(next);
    setErrors(({ date: _date, dueDate: _due, creditDays: _days, ...rest }) => rest);
  };
  const changeLine = (key: string, patch: Partial<DraftLine>) => {
    setDraft((current) => ({
      ...current,
      items: current.items.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[`lines.${key}.${field}`];
      return next;
    });
  };
  const pickItem = (key: string, item: Item) =>
    setDraft((current) => ({
      ...current,
      items: current.items.map((line) =>
        line.key === key ? lineFromItem(line, item, current.priceType, current.vatEnabled) : line,
      ),
    }));
  const pickContact = (contact: Contact) =>
    setDraft((current) =>
      applyContactCreditDays(
        {
          ...current,
          contactId: contact.id,
          contact: {
            contact_name: contact.contact_name,
            address: contact.address ?? '',
            zipCode: contact.zip_code ?? '',
            taxId: contact.tax_id ?? '',
            branch: contact.branch ?? '',
          },
        },
        contact.credit_days,
      ),
    );

  // ---------------------------------------------------------------- save

  const taxPoint = draftTaxPoint(kind, draft, source, editability.figures);
  const missing = missingParticulars(draft, taxPoint);

  const submit = () => {
    if (save.isPending || !editability.header) return;
    const lines = sentLines(draft, source);
    // A tax invoice without the buyer's particulars is refused by the API: say so before sending.
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((path) => [path, text('taxPoint.particularsTitle')])));
      notify.error(text('editor.saveFailed'), text('taxPoint.refused'));
      return;
    }
    const body = withTaxInvoiceChoice(
      kind,
      taxPoint,
      draft,
      document
        ? updatePayload(draft, editability.figures)
        : createPayload(kind, organizationId, draft, source),
    );
    const parsed = document ? updateDocumentSchema.safeParse(body) : createDocumentSchema.safeParse(body);
    if (!parsed.success) {
      const fieldErrors = onScreen(zodFieldErrors(parsed.error, t), lines);
      setErrors(fieldErrors);
      notify.error(text('editor.saveFailed'), Object.values(fieldErrors)[0]);
      return;
    }
    save.mutate(
      { id: document?.id, body, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (saved) => {
          setErrors({});
          idempotencyKey.current = newIdempotencyKey();
          if (document) {
            const next = draftFromDocument(saved);
            setDraft(next);
            setBaseline(JSON.stringify(next));
            notify.success(text('editor.saved', { number: saved.number }));
          } else {
            leaving.current = true;
            notify.success(text('editor.created', { number: saved.number }));
            void navigate(`/${organizationId}/${resource}/${saved.id}`, { replace: true });
          }
        },
        onError: (error) => {
          const refusal = translateRefusal(error, refusalText);
          setErrors(onScreen({ ...serverFieldErrors(error), ...refusal.fields }, lines));
          const refused = error instanceof ApiError && isParticularsRefusal(error.code);
          notify.error(
            text('editor.saveFailed'),
            refused ? text('taxPoint.refused') : (refusal.summary ?? errorText(error, t)),
          );
        },
      },
    );
  };
  useHotkeys([['mod+S', submit]], []);

  // ---------------------------------------------------------------- unsaved changes

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      dirty &&
      `${currentLocation.pathname}${currentLocation.search}` !==
        `${nextLocation.pathname}${nextLocation.search}`,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // ---------------------------------------------------------------- view

  const headerDisabled = !editability.header;
  const columns = visibleColumns(draft);
  // A stored document is headed by its legal title (the tax point's, as printed).
  const title = document
    ? `${i18n.language === 'en' ? document.taxPoint.title.en : document.taxPoint.title.th} ${document.number}`
    : text('editor.newTitle', { kind: text(`kinds.${kind}`) });
  const quantityPartial =
    source.type === 'quotation' && source.mode === 'partial' && source.partialType === 'QUANTITY';
  const parentNumber = document?.links.parents[0]?.number;

  return (
    <Stack gap="md" data-testid="document-editor" data-kind={kind}>
      <Anchor component={Link} to={`/${organizationId}/${resource}`} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {text('editor.backToList', { list: text(`lists.${kind}`) })}
        </Group>
      </Anchor>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1} fz={24} data-testid="document-title">
            {title}
          </Title>
          {document ? <StatusBadge status={document.status} /> : null}
          {dirty ? (
            <Badge variant="dot" color="orange" data-testid="unsaved-badge">
              {text('editor.unsaved')}
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs">
          {document ? <PrintControls document={document} disabled={dirty} /> : null}
          {document ? (
            <ActionMenu
              organizationId={organizationId}
              document={document}
              disabled={dirty || save.isPending}
            />
          ) : null}
          {editability.header ? (
            <Button
              leftSection={<IconDeviceFloppy size={18} />}
              onClick={submit}
              loading={save.isPending}
              disabled={source.type === 'quotation' && preview.problem !== null}
              rightSection={<Kbd size="xs">{text('editor.saveShortcut')}</Kbd>}
              data-testid="save-document"
            >
              {text('editor.save')}
            </Button>
          ) : null}
        </Group>
      </Group>

      {document && !editability.header ? (
        <Alert color="gray" icon={<IconLock size={18} />} data-testid="read-only">
          {text('editor.readOnly')}
        </Alert>
      ) : null}
      {document && editability.header && !editability.figures && parentNumber ? (
        <Alert color="blue" icon={<IconLock size={18} />}>
          {text('editor.figuresLocked', { number: parentNumber })}
        </Alert>
      ) : null}
      <TaxPointPanel
        kind={kind}
        taxPoint={taxPoint}
        issueAsTaxInvoice={draft.issueAsTaxInvoice}
        missing={missing}
        readOnly={headerDisabled}
        onIssueAsTaxInvoice={(issueAsTaxInvoice) => change({ issueAsTaxInvoice })}
      />
      {source.type === 'quotation' || source.type === 'settlement' || source.type === 'adjustment' ? (
        <SourcePanel
          organizationId={organizationId}
          kind={kind}
          source={source}
          draft={draft}
          preview={preview}
          errors={errors}
          onChange={change}
        />
      ) : null}
      {kind === 'RE' || kind === 'CA' ? (
        <PaymentFields
          organizationId={organizationId}
          payment={draft.payment}
          readOnly={headerDisabled}
          errors={errors}
          onChange={(payment) => change({ payment })}
        />
      ) : null}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title={text('editor.customer')}>
            <ContactSection
              contact={draft.contact}
              readOnly={headerDisabled}
              errors={errors}
              onChange={(patch) => change({ contact: { ...draft.contact, ...patch } })}
              onPick={pickContact}
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section title={text('editor.document')}>
            <Grid gap="sm">
              <Grid.Col span={6}>
                <TextInput
                  label={text('header.number')}
                  value={document?.number ?? '—'}
                  readOnly
                  variant="filled"
                  data-testid="document-number"
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <TextInput
                  label={text('header.referenceNo')}
                  value={draft.reference_no}
                  onChange={(event) => change({ reference_no: event.currentTarget.value })}
                  readOnly={headerDisabled}
                  error={errors.reference_no}
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <DateField
                  label={text('header.date')}
                  value={draft.date}
                  onChange={(date) => date && changeTerms((current) => dateRules.date(current, date))}
                  readOnly={headerDisabled}
                  error={errors.date}
                  data-testid="document-date"
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {text('header.paymentType')}
                  </Text>
                  <SegmentedControl
                    fullWidth
                    value={draft.paymentType}
                    onChange={(value) => changeTerms((current) => dateRules.paymentType(current, value))}
                    readOnly={headerDisabled}
                    data={[
                      { value: 'credit', label: text('header.credit') },
                      { value: 'cash', label: text('header.cash') },
                    ]}
                    data-testid="payment-type"
                  />
                </Stack>
              </Grid.Col>
              <Grid.Col span={6}>
                <TextInput
                  label={text('header.creditDays')}
                  value={draft.creditDays}
                  inputMode="numeric"
                  onChange={(event) => {
                    const days = event.currentTarget.value;
                    changeTerms((current) => dateRules.creditDays(current, days));
                  }}
                  readOnly={headerDisabled}
                  disabled={!headerDisabled && draft.paymentType === 'cash'}
                  error={errors.creditDays}
                  data-testid="credit-days"
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <DateField
                  label={text('header.dueDate')}
                  value={draft.dueDate}
                  onChange={(dueDate) =>
                    dueDate && changeTerms((current) => dateRules.dueDate(current, dueDate))
                  }
                  readOnly={headerDisabled}
                  disabled={!headerDisabled && draft.paymentType === 'cash'}
                  error={errors.dueDate}
                  data-testid="due-date"
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={text('header.salesName')}
                  value={draft.salesName}
                  onChange={(event) => change({ salesName: event.currentTarget.value })}
                  readOnly={headerDisabled}
                  error={errors.salesName}
                />
              </Grid.Col>
              {editability.figures && source.type !== 'adjustment' ? (
                <>
                  <Grid.Col span={6}>
                    <Select
                      label={text('header.priceType')}
                      data={PRICE_TYPES.map((value) => ({
                        value,
                        label: text(`header.priceTypes.${value}`),
                      }))}
                      value={draft.priceType}
                      onChange={(value) => value && change({ priceType: value })}
                      allowDeselect={false}
                      data-testid="price-type"
                    />
                  </Grid.Col>
                  <Grid.Col span={6} pt={34}>
                    <Switch
                      label={text('header.vatEnabled')}
                      checked={draft.vatEnabled}
                      onChange={(event) => change({ vatEnabled: event.currentTarget.checked })}
                      data-testid="vat-enabled"
                    />
                  </Grid.Col>
                </>
              ) : null}
            </Grid>
          </Section>
        </Grid.Col>
      </Grid>

      <Section title={text('editor.items')} testId="items-section">
        {quantityPartial && source.type === 'quotation' ? (
          <QuantityLinesTable
            quotation={source.quotation}
            lines={draft.items}
            amounts={lineAmounts}
            errors={errors}
            onChangeQuantity={(key, quantity) => changeLine(key, { quantity })}
          />
        ) : editability.figures && !(source.type === 'quotation' || source.type === 'settlement') ? (
          <LinesTable
            lines={draft.items}
            amounts={lineAmounts}
            columns={columns}
            errors={errors}
            onChangeLine={changeLine}
            onPickItem={pickItem}
            onRemoveLine={(key) =>
              setDraft((current) => ({ ...current, items: current.items.filter((line) => line.key !== key) }))
            }
            onAddLine={() => setDraft((current) => ({ ...current, items: [...current.items, blankLine()] }))}
            onToggleColumn={(column, on) =>
              change(column === 'discount' ? { showItemDiscount: on } : { showItemWHT: on })
            }
          />
        ) : (
          <PreviewLinesTable lines={preview.lines ?? []} />
        )}
        {errors.items ? (
          <Text c="red" size="sm" mt="xs">
            {errors.items}
          </Text>
        ) : null}
      </Section>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title={text('editor.remarksSection')}>
            <Stack gap="sm">
              <Textarea
                label={text('header.remarks')}
                value={draft.remarks}
                onChange={(event) => change({ remarks: event.currentTarget.value })}
                autosize
                minRows={2}
                readOnly={headerDisabled}
                error={errors.remarks}
                data-testid="remarks"
              />
              <Textarea
                label={text('header.notes')}
                value={draft.notes}
                onChange={(event) => change({ notes: event.currentTarget.value })}
                autosize
                minRows={2}
                readOnly={headerDisabled}
                error={errors.notes}
                data-testid="notes"
              />
            </Stack>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section title={text('editor.summary')}>
            <TotalsPanel
              totals={preview.totals}
              errors={errors}
              discount={
                editability.figures && source.type !== 'adjustment'
                  ? {
                      percent: draft.discountPercent,
                      amount: draft.discountAmount,
                      onPercent: (discountPercent) => change({ discountPercent }),
                      onAmount: (discountAmount) => change({ discountAmount }),
                    }
                  : null
              }
            />
            {source.type === 'quotation' || source.type === 'settlement' ? (
              <Text size="xs" c="dimmed" mt="sm">
                {text('source.previewNote')}
              </Text>
            ) : null}
          </Section>
        </Grid.Col>
      </Grid>

      {document ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Section title={text('editor.links')} testId="links-section">
              {document.links.parents.length + document.links.children.length === 0 ? (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              ) : (
                <Table verticalSpacing={4}>
                  <Table.Tbody>
                    {[
                      ...document.links.parents.map((link) => ({ link, direction: text('editor.madeFrom') })),
                      ...document.links.children.map((link) => ({
                        link,
                        direction: text('editor.madeInto'),
                      })),
                    ].map(({ link, direction }) => (
                      <Table.Tr key={`${direction}-${link.id}`}>
                        <Table.Td fz="sm" c="dimmed" w={110}>
                          {direction}
                        </Table.Td>
                        <Table.Td>
                          <Anchor
                            component={Link}
                            to={`/${organizationId}/${resourceOf(link.kind)}/${link.id}`}
                            style={{ fontVariantNumeric: 'tabular-nums' }}
                            size="sm"
                          >
                            {link.number}
                          </Anchor>
                          {link.percent ? (
                            <Text span size="xs" c="dimmed">
                              {' '}
                              · {link.percent}%
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge status={link.status} size="sm" />
                        </Table.Td>
                        <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} fz="sm">
                          {format.money(link.amount)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Section>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Section title={text('editor.history')} testId="history-section">
              <Timeline bulletSize={14} lineWidth={2}>
                {document.history.map((event, index) => (
                  <Timeline.Item
                    key={`${event.at}-${index}`}
                    title={
                      <Text size="sm" fw={500}>
                        {event.action in HISTORY_KEYS
                          ? text(`history.${event.action as keyof typeof HISTORY_KEYS}`)
                          : actionLabel(event.action)}
                        {event.fromStatus && event.fromStatus !== event.toStatus
                          ? ` · ${statusLabel(event.fromStatus)} → ${statusLabel(event.toStatus)}`
                          : ''}
                      </Text>
                    }
                  >
                    <Text size="xs" c="dimmed">
                      {format.date(event.at)}{' '}
                      {new Date(event.at).toLocaleTimeString('th-TH', { hour: '2-digit', minute: '2-digit' })}
                      {typeof event.details?.number === 'string' ? ` · ${event.details.number}` : ''}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Section>
          </Grid.Col>
        </Grid>
      ) : null}

      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={text('editor.unsavedTitle')}
        centered
      >
        <Text size="sm" mb="lg">
          {text('editor.unsavedBody')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {text('editor.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-unsaved">
            {text('editor.leave')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

const HISTORY_KEYS = {
  CREATE: true,
  UPDATE: true,
  CHILD_CREATED: true,
  CHILD_VOIDED: true,
  CHILD_RESTORED: true,
} as const;
