// A stored document's links (what it was made from, what was made from it) and its history, side by side
// under the editor.
import type { SalesDocument } from '@banchee/contracts';
import { Anchor, Grid, Table, Text, Timeline } from '@mantine/core';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useLabels } from '../i18n/use-doc-text';
import { resourceOf } from '../model/kinds';
import { Section } from './editor-section';
import { StatusBadge } from './status-badge';

const HISTORY_KEYS = {
  CREATE: true,
  UPDATE: true,
  CHILD_CREATED: true,
  CHILD_VOIDED: true,
  CHILD_RESTORED: true,
} as const;

export function LinksAndHistory({
  organizationId,
  document,
}: {
  organizationId: string;
  document: SalesDocument;
}) {
  const { text, status: statusLabel, action: actionLabel } = useLabels();
  const format = useFormatters();
  const links = [
    ...document.links.parents.map((link) => ({ link, direction: text('editor.madeFrom') })),
    ...document.links.children.map((link) => ({ link, direction: text('editor.madeInto') })),
  ];
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Section title={text('editor.links')} testId="links-section">
          {links.length === 0 ? (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ) : (
            <Table verticalSpacing={4}>
              <Table.Tbody>
                {links.map(({ link, direction }) => (
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
                      <StatusBadge status={link.status} kind={link.kind} size="sm" />
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
  );
}
