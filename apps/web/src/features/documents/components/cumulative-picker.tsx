// Cumulative billing notes and receipts (spec §4 "Create Cumulative Billing Note / Receipt") and payment slips
// paying several bills: beside the document the editor was opened from, the person ticks further open
// documents of the same party — of every kind the new document settles by the same action (a payment slip
// pays receiving inventory and expenses together). Plain checkboxes: Tab moves between them, Space ticks. The
// server checks the same rules again (one party, an action that allows it, something left to collect).
import type { SalesDocument, SalesDocumentSummary } from '@banchee/contracts';
import { allowedActions, createActionsFrom, type DocumentAction, type DocumentKind } from '@banchee/domain';
import { Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useFormatters } from '../../../lib/format';
import { useDocumentsOf } from '../api/list-documents';
import { useDocText } from '../i18n/use-doc-text';
import type { DraftTarget } from '../model/draft';
import { editorSourceKindsOf, factsOf, resourceOf, type EditorKind } from '../model/kinds';

interface CumulativePickerProps {
  organizationId: string;
  /** The kind of the new document: BL (cumulative billing note), RE (cumulative receipt), PS (payment slip). */
  kind: EditorKind;
  /** The document the editor was opened from (always part of the document). */
  target: SalesDocument;
  selected: readonly DraftTarget[];
  onChange: (targets: DraftTarget[]) => void;
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

/**
 * The kinds whose documents may join the target's on a document of `kind`: those it settles by the same action
 * as the target (receiving inventory and expenses on a payment slip). A collecting document (a billing note,
 * itself settling invoices) is never mixed with others: a cumulative receipt stays with invoices.
 */
export function pickableKinds(kind: EditorKind, targetKind: EditorKind): EditorKind[] {
  const needed = neededAction(kind, targetKind);
  const collects = (other: EditorKind) => factsOf(other).settles.length > 0;
  if (collects(targetKind)) return [targetKind];
  const others = editorSourceKindsOf(kind).filter(
    (other) =>
      other !== targetKind &&
      !collects(other) &&
      factsOf(kind).settles.includes(other) &&
      needed !== undefined &&
      neededAction(kind, other) === needed,
  );
  return [targetKind, ...others];
}

/** Same party (by contact, else by name), not the target itself, of a pickable kind, in a status that allows it. */
export function pickableDocuments(
  kind: EditorKind,
  target: Pick<SalesDocument, 'id' | 'kind' | 'contactId' | 'contact_name'>,
  rows: readonly SalesDocumentSummary[],
): SalesDocumentSummary[] {
  const sameParty = (row: SalesDocumentSummary) =>
    target.contactId ? row.contactId === target.contactId : row.contact_name === target.contact_name;
  const kinds: readonly DocumentKind[] = target.kind === 'WHT' ? [] : pickableKinds(kind, target.kind);
  const needed = neededAction(kind, target.kind);
  return rows.filter(
    (row) =>
      row.id !== target.id &&
      sameParty(row) &&
      kinds.includes(row.kind) &&
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
  const kinds = target.kind === 'WHT' ? [] : pickableKinds(kind, target.kind);
  const documents = useDocumentsOf(organizationId, kinds.map(resourceOf), {
    page: 1,
    search: target.contact_name ?? '',
    status: '',
    from: '',
    to: '',
  });
  const rows = pickableDocuments(kind, target, documents.rows);
  const isSelected = (id: string) => selected.some((s) => s.id === id);
  const toggle = (row: SalesDocumentSummary, on: boolean) => {
    const others = selected.filter((s) => s.id !== row.id);
    onChange(on && row.kind !== 'WHT' ? [...others, { id: row.id, kind: row.kind }] : others);
  };
  return (
    <Stack gap={6} data-testid="cumulative-picker">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {text('source.addInvoice')}
        </Text>
        {documents.fetching ? <Loader size="xs" /> : null}
        <Text size="sm" c="dimmed" data-testid="cumulative-count">
          {text('source.cumulative', { count: selected.length + 1 })}
        </Text>
      </Group>
      {rows.length === 0 && !documents.fetching ? (
        <Text size="sm" c="dimmed">
          {text('source.noOtherDocuments')}
        </Text>
      ) : null}
      {rows.map((row) => (
        <Checkbox
          key={row.id}
          checked={isSelected(row.id)}
          onChange={(event) => toggle(row, event.currentTarget.checked)}
          label={`${kinds.length > 1 && row.kind !== 'WHT' ? `${text(`kinds.${row.kind}`)} ` : ''}${row.number} · ${format.date(row.date)} · ${format.money(row.grand_total)}`}
          data-testid={`cumulative-${row.number}`}
        />
      ))}
    </Stack>
  );
}
