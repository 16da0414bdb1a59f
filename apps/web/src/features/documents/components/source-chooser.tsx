// A new credit or debit note is always made against an invoice or a cash sale (the API refuses one without):
// before the editor opens, the person picks that document, and the page continues as /new?INV=… or ?CA=….
import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useDocuments } from '../api/list-documents';
import { useDocText } from '../i18n/use-doc-text';
import { factsOf, resourceOf, type EditorKind } from '../model/kinds';
import { SearchCombobox } from './search-combobox';

export function SourceChooser({ kind }: { kind: EditorKind }) {
  const text = useDocText();
  const organizationId = useOrgId();
  const navigate = useNavigate();
  const format = useFormatters();
  // The kinds a note may adjust, from the registry (an invoice or a cash sale).
  const choices = factsOf(kind).adjusts.filter((k): k is 'INV' | 'CA' => k === 'INV' || k === 'CA');
  const [sourceKind, setSourceKind] = useState<'INV' | 'CA'>(choices[0] ?? 'INV');
  const [search, setSearch] = useState({ text: '', opened: false });
  const [typed, setTyped] = useState('');
  const documents = useDocuments(organizationId, resourceOf(sourceKind), {
    page: 1,
    search: search.text,
    status: '',
    from: '',
    to: '',
  });
  const onSearch = useCallback((value: string, opened: boolean) => setSearch({ text: value, opened }), []);
  const rows = (documents.data?.data ?? []).filter((row) => row.status !== 'VOID');
  return (
    <Card withBorder radius="md" padding="xl" maw={720} mx="auto" mt="xl" data-testid="source-chooser">
      <Stack gap="md">
        <Title order={1} fz={22}>
          {text('chooser.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {text('chooser.body')}
        </Text>
        <SegmentedControl
          value={sourceKind}
          onChange={(value) => setSourceKind(value === 'CA' ? 'CA' : 'INV')}
          data={choices.map((value) => ({
            value,
            label: text(value === 'CA' ? 'chooser.cashSale' : 'chooser.invoice'),
          }))}
        />
        <SearchCombobox
          aria-label={text('chooser.search')}
          placeholder={text('chooser.search')}
          leftSection={<IconSearch size={16} />}
          nothingFound={text('chooser.nothingFound')}
          value={typed}
          onChange={setTyped}
          options={rows.map((row) => ({
            id: row.id,
            label: `${row.number} · ${row.contact_name ?? ''}`,
            detail: `${format.date(row.date)} · ${format.money(row.grand_total)}`,
          }))}
          loading={documents.isFetching}
          onSearch={onSearch}
          onPick={(id) => void navigate(`/${organizationId}/${resourceOf(kind)}/new?${sourceKind}=${id}`)}
          data-testid="source-chooser-search"
        />
      </Stack>
    </Card>
  );
}
