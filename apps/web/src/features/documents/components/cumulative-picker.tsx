// Cumulative billing notes and receipts (spec §4 "Create Cumulative Billing Note / Receipt") and payment slips
// paying several bills: beside the document the editor was opened from, the person ticks further open
// documents of the same party. Plain
// checkboxes: Tab moves between them, Space ticks. The server checks the same rules again (one customer, an
// action that allows it, something left to collect).
import type { SalesDocument, SalesDocumentSummary } from '@banchee/contracts';
import { allowedActions, createActionsFrom, type DocumentAction, type DocumentKind } from '@banchee/domain';
import { Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useFormatters } from '../../../lib/format';
import { useDocuments } from '../api/list-documents';
import { useDocText } from '../i18n/use-doc-text';
import { factsOf, resourceOf, type EditorKind } from '../model/kinds';

interface CumulativePickerProps {
  organizationId: string;
  /** The kind of the new document: BL (cumulative billing note), RE (cumulative receipt), PS (payment slip). */
  kind: EditorKind;
  /** The document the editor was opened from (always part of the document). */
  target: SalesDocument;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * The action of the target's kind that lets a document be collected on a document of `kind`: the cumulative
 * one (billing notes, receipts), else the only create action leading there (a payment slip from a bill).
 */
function neededAction(kind: EditorKind, targetKind: DocumentKind): DocumentAction | undefined {
  const leading = createActionsFrom(targetKind).filter(({ definition }) => definition.targetKind === kind);
  const cumulative = leading.find(({ definition }) => definition.createCode.startsWith('CUMULATIVE_'));
  return (cumulative ?? (leading.length === 1 ? leading[0] : undefined))?.action;
}

/** Same customer (by contact, else by name), not the target itself, and in a status that allows it. */
export function pickableDocuments(
  kind: EditorKind,
  target: Pick<SalesDocument, 'id' | 'kind' | 'contactId' | 'contact_name'>,
  rows: readonly SalesDocumentSummary[],
): SalesDocumentSummary[] {
  const sameCustomer = (row: SalesDocumentSummary) =>
    target.contactId ? row.contactId === target.contactId : row.contact_name === target.contact_name;
  const needed = neededAction(kind, target.kind);
  return rows.filter(
    (row) =>
      row.id !== target.id &&
      sameCustomer(row) &&
      needed !== undefined &&
      allowedActions(row.kind, row.status).includes(needed),
  );
}

export function CumulativePicker({
  organizationId,
  kind,
  target,
  selected,
  onChange,
}: CumulativePickerProps) {
  const text = useDocText(factsOf(kind).party);
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
