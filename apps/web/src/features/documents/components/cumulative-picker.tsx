// Cumulative billing notes and receipts (spec §4 "Create Cumulative Billing Note / Receipt"): beside the
// document the editor was opened from, the person ticks further open documents of the same customer. Plain
// checkboxes: Tab moves between them, Space ticks. The server checks the same rules again (one customer, an
// action that allows it, something left to collect).
import type { SalesDocument, SalesDocumentSummary } from '@banchee/contracts';
import { allowedActions, type DocumentAction } from '@banchee/domain';
import { Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useFormatters } from '../../../lib/format';
import { useDocuments } from '../api/list-documents';
import { useDocText } from '../i18n/use-doc-text';
import { resourceOf, type SalesDocumentKind } from '../model/kinds';

interface CumulativePickerProps {
  organizationId: string;
  /** The kind of the new document: BL (cumulative billing note) or RE (cumulative receipt). */
  kind: SalesDocumentKind;
  /** The document the editor was opened from (always part of the document). */
  target: SalesDocument;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

/** The source action that lets a document be collected on a cumulative document of `kind`. */
function neededAction(kind: SalesDocumentKind): DocumentAction {
  return kind === 'BL' ? 'CREATE CUMULATIVE BILLING NOTE' : 'CREATE CUMULATIVE RECEIPT';
}

/** Same customer (by contact, else by name), not the target itself, and in a status that allows it. */
export function pickableDocuments(
  kind: SalesDocumentKind,
  target: Pick<SalesDocument, 'id' | 'contactId' | 'contact_name'>,
  rows: readonly SalesDocumentSummary[],
): SalesDocumentSummary[] {
  const sameCustomer = (row: SalesDocumentSummary) =>
    target.contactId ? row.contactId === target.contactId : row.contact_name === target.contact_name;
  return rows.filter(
    (row) =>
      row.id !== target.id &&
      sameCustomer(row) &&
      allowedActions(row.kind, row.status).includes(neededAction(kind)),
  );
}

export function CumulativePicker({
  organizationId,
  kind,
  target,
  selected,
  onChange,
}: CumulativePickerProps) {
  const text = useDocText();
  const format = useFormatters();
  const documents = useDocuments(organizationId, resourceOf(target.kind), {
    page: 1,
    search: target.contact_name ?? '',
    status: '',
    from: '',
    to: '',
  });
  const rows = pickableDocuments(kind, target, documents.data?.data ?? []);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id));
  return (
    <Stack gap={6} data-testid="cumulative-picker">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {text('source.addInvoice')}
        </Text>
        {documents.isFetching ? <Loader size="xs" /> : null}
        <Text size="sm" c="dimmed" data-testid="cumulative-count">
          {text('source.cumulative', { count: selected.length + 1 })}
        </Text>
      </Group>
      {rows.length === 0 && !documents.isFetching ? (
        <Text size="sm" c="dimmed">
          {text('source.noOtherDocuments')}
        </Text>
      ) : null}
      {rows.map((row) => (
        <Checkbox
          key={row.id}
          checked={selected.includes(row.id)}
          onChange={(event) => toggle(row.id, event.currentTarget.checked)}
          label={`${row.number} · ${format.date(row.date)} · ${format.money(row.grand_total)}`}
          data-testid={`cumulative-${row.number}`}
        />
      ))}
    </Stack>
  );
}
