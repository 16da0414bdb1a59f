// Pieces of a journal entry shown on several screens: the kind badge, the source-document link and the
// lines as debit/credit rows.
import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { JournalEntry } from '@banchee/contracts';
import { Link } from 'react-router';
import { accountName, useAcctText } from '../i18n/use-acct-text';
import { sourceDocumentPath } from '../model/source-link';
import { AmountTd } from './figures';
import classes from './accounting.module.css';

const kindColours: Record<JournalEntry['kind'], string> = {
  MANUAL: 'brand',
  DOCUMENT: 'blue',
  REVERSAL: 'orange',
  OPENING: 'grape',
  CLOSING: 'gray',
};

export function EntryKindBadge({ kind }: { kind: JournalEntry['kind'] }) {
  const { text } = useAcctText();
  return (
    <Badge variant="light" color={kindColours[kind]} size="sm">
      {text(`journals.kinds.${kind}`)}
    </Badge>
  );
}

export function SourceLink({ orgId, entry }: { orgId: string; entry: Pick<JournalEntry, 'source'> }) {
  if (!entry.source) return null;
  const path = sourceDocumentPath(orgId, entry.source);
  return path ? (
    <Anchor component={Link} to={path} size="sm">
      {entry.source.number}
    </Anchor>
  ) : (
    <Text size="sm">{entry.source.number}</Text>
  );
}

/** The lines of an entry as table rows: account code and name, line note, debit, credit. */
export function EntryLineRows({
  entry,
  leading,
}: {
  entry: JournalEntry;
  /** Cells before the account on the first line (date, number… in the journal book); blank on later lines. */
  leading?: (first: boolean) => React.ReactNode;
}) {
  const { language } = useAcctText();
  return (
    <>
      {entry.lines.map((line, index) => (
        <Table.Tr key={line.lineNo} className={index === 0 && leading ? classes.entryFirstRow : undefined}>
          {leading ? leading(index === 0) : null}
          <Table.Td className={classes.code} fz="sm" w={100}>
            {line.accountCode}
          </Table.Td>
          <Table.Td fz="sm" pl={line.credit !== '0.00' ? 'xl' : undefined}>
            {accountName({ nameTh: line.accountNameTh, nameEn: line.accountNameEn }, language)}
            {line.description || line.contactName ? (
              <Text size="xs" c="dimmed">
                {[line.description, line.contactName].filter(Boolean).join(' · ')}
              </Text>
            ) : null}
          </Table.Td>
          <AmountTd value={line.debit} style={{ blankZero: true }} />
          <AmountTd value={line.credit} style={{ blankZero: true }} />
        </Table.Tr>
      ))}
    </>
  );
}
