// The editor of one document of any kind (decision 0060): the shared draft of spec §3 with its defaults,
// the contact and product pickers, live totals from @banchee/domain, the item discount / WHT columns of
// spec §5, the date rules of spec §4, the action menu, print / PDF, an unsaved-changes warning and Ctrl+S to
// save. State and saving live in use-document-editor; this file lays the blocks out.
import type { SalesDocument } from '@banchee/contracts';
import { kindChoosesLineAccounts, kindReceivesIntoStock } from '@banchee/domain';
import { Alert, Anchor, Badge, Button, Grid, Group, Kbd, Stack, Text, Textarea, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft, IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocText } from '../i18n/use-doc-text';
import { visibleColumns } from '../model/draft';
import {
  factsOf,
  hasPaymentFields,
  hasPaymentTerms,
  recordsSupplierInvoice,
  withholdsOnPayment,
  type EditorKind,
} from '../model/kinds';
import { ActionMenu } from './action-menu';
import { AssetsFromLines } from './assets-from-lines';
import { ContactSection } from './contact-section';
import { Section } from './editor-section';
import { HeaderFields } from './header-fields';
import { LinesTable } from './lines-table';
import { LinksAndHistory } from './links-history';
import { PaymentFields } from './payment-fields';
import { PreviewLinesTable, QuantityLinesTable } from './preview-lines';
import { PrintControls } from './print-controls';
import { SourcePanel } from './source-panel';
import { StatusBadge } from './status-badge';
import { SupplierInvoiceFields } from './supplier-invoice-fields';
import { TaxPointPanel } from './tax-point-panel';
import { TotalsPanel } from './totals-panel';
import { UnsavedChangesModal, useUnsavedChangesGuard } from './unsaved-changes';
import { useDocumentEditor } from './use-document-editor';
import { WhtCertificates } from './wht-certificates';
import { WhtPayerField } from './withholding-fields';

export function DocumentEditor(props: {
  kind: EditorKind;
  document: SalesDocument | null;
  parent: SalesDocument | null;
  params: URLSearchParams;
}) {
  const { kind, document } = props;
  const { i18n } = useTranslation();
  const text = useDocText();
  const editor = useDocumentEditor(props);
  const { organizationId, resource, source, draft, dirty, errors, editability, preview } = editor;
  const { change } = editor;
  useHotkeys([['mod+S', editor.submit]], []);
  const blocker = useUnsavedChangesGuard(dirty, editor.leaving);

  const headerDisabled = !editability.header;
  const columns = {
    ...visibleColumns(draft),
    account: kindChoosesLineAccounts(kind),
    intoStock: kindReceivesIntoStock(kind),
    incomeType: withholdsOnPayment(kind),
    // A line names its own warehouse only where there is more than one to choose from.
    warehouse: editor.warehouses.length > 1,
  };
  // A payment slip's payer is set when it is made (its figures and certificates follow it, decision 0171).
  const payerFixed = document !== null && factsOf(kind).role === 'settlement';
  // A stored document is headed by its legal title (the tax point's, as printed).
  const title = document
    ? `${i18n.language === 'en' ? document.taxPoint.title.en : document.taxPoint.title.th} ${document.number}`
    : text('editor.newTitle', { kind: text(`kinds.${kind}`) });
  const quantityPartial =
    source.type === 'quotation' && source.mode === 'partial' && source.partialType === 'QUANTITY';
  const parentNumber = document?.links.parents[0]?.number;
  const ownFigureTerms = editability.figures && source.type !== 'adjustment';

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
          {document ? <StatusBadge status={document.status} kind={document.kind} /> : null}
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
              disabled={dirty || editor.saving}
            />
          ) : null}
          {editability.header ? (
            <Button
              leftSection={<IconDeviceFloppy size={18} />}
              onClick={editor.submit}
              loading={editor.saving}
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
        taxPoint={editor.taxPoint}
        issueAsTaxInvoice={draft.issueAsTaxInvoice}
        missing={editor.missing}
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
      {hasPaymentFields(kind) ? (
        <PaymentFields
          organizationId={organizationId}
          party={factsOf(kind).party}
          payment={draft.payment}
          readOnly={headerDisabled}
          errors={errors}
          onChange={(payment) => change({ payment })}
        />
      ) : null}

      {recordsSupplierInvoice(kind) ? (
        <SupplierInvoiceFields draft={draft} readOnly={headerDisabled} errors={errors} onChange={change} />
      ) : null}
      {withholdsOnPayment(kind) ? (
        <WhtPayerField
          value={draft.whtPayer}
          readOnly={headerDisabled || payerFixed}
          fixedNote={payerFixed}
          error={errors.whtPayer}
          onChange={(whtPayer) => change({ whtPayer })}
        />
      ) : null}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section title={text(factsOf(kind).party === 'supplier' ? 'editor.supplier' : 'editor.customer')}>
            <ContactSection
              contactType={factsOf(kind).contactType}
              contact={draft.contact}
              readOnly={headerDisabled}
              errors={errors}
              onChange={(patch) => change({ contact: { ...draft.contact, ...patch } })}
              onPick={editor.pickContact}
            />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section title={text('editor.document')}>
            <HeaderFields
              number={document?.number}
              draft={draft}
              errors={errors}
              readOnly={headerDisabled}
              priceTerms={ownFigureTerms}
              paymentTerms={hasPaymentTerms(kind)}
              carriesProject={factsOf(kind).carriesProject}
              warehouses={editor.warehouses}
              onChange={change}
              onChangeTerms={editor.changeTerms}
            />
          </Section>
        </Grid.Col>
      </Grid>

      <Section title={text('editor.items')} testId="items-section">
        {quantityPartial && source.type === 'quotation' ? (
          <QuantityLinesTable
            quotation={source.quotation}
            lines={draft.items}
            amounts={editor.lineAmounts}
            errors={errors}
            onChangeQuantity={(key, quantity) => editor.changeLine(key, { quantity })}
          />
        ) : editability.figures && !(source.type === 'quotation' || source.type === 'settlement') ? (
          <LinesTable
            lines={draft.items}
            priceField={factsOf(kind).productPriceField}
            amounts={editor.lineAmounts}
            columns={columns}
            warehouses={editor.warehouses}
            errors={errors}
            onChangeLine={editor.changeLine}
            onPickItem={editor.pickItem}
            onRemoveLine={editor.removeLine}
            onAddLine={editor.addLine}
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
                ownFigureTerms
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

      {document ? <WhtCertificates organizationId={organizationId} document={document} /> : null}
      {document ? <AssetsFromLines organizationId={organizationId} document={document} /> : null}
      {document ? <LinksAndHistory organizationId={organizationId} document={document} /> : null}
      <UnsavedChangesModal blocker={blocker} />
    </Stack>
  );
}
