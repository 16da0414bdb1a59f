// The depreciation schedule of an asset (monthly or yearly) and the journal entries that booked it.
import { Anchor, Card, Group, SegmentedControl, Skeleton, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useAssetSchedule } from '../api/assets';
import { useAssetText } from '../i18n/use-asset-text';

export function AssetSchedule({ assetId }: { assetId: string }) {
  const { text } = useAssetText();
  const organizationId = useOrgId();
  const { money, date } = useFormatters();
  const [frequency, setFrequency] = useState<'MONTH' | 'YEAR'>('MONTH');
  const schedule = useAssetSchedule(organizationId, assetId, frequency);
  const bookings = schedule.data?.bookings ?? [];

  return (
    <>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg">
            {text('assets.bookings')}
          </Title>
        </Group>
        {bookings.length === 0 ? (
          <Text c="dimmed" size="sm">
            {text('assets.noBookings')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text('assets.entry')}</Table.Th>
                <Table.Th>{text('assets.throughDate')}</Table.Th>
                <Table.Th ta="right">{text('assets.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bookings.map((booking) => (
                <Table.Tr key={booking.entryId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/${organizationId}/accounting/journals/${booking.entryId}`}>
                      {booking.entryNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{date(booking.throughDate)}</Table.Td>
                  <Table.Td ta="right">{money(booking.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg">
            {text('assets.schedule')}
          </Title>
          <SegmentedControl
            value={frequency}
            onChange={(value) => setFrequency(value)}
            data={[
              { value: 'MONTH', label: text('assets.monthly') },
              { value: 'YEAR', label: text('assets.yearly') },
            ]}
          />
        </Group>
        {schedule.isPending ? (
          <Skeleton h={120} />
        ) : (
          <Table.ScrollContainer minWidth={600} mah={480}>
            <Table stickyHeader striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{text('assets.daysFrom')}</Table.Th>
                  <Table.Th>{text('assets.daysTo')}</Table.Th>
                  <Table.Th ta="right">{text('assets.amount')}</Table.Th>
                  <Table.Th ta="right">{text('assets.accumulated')}</Table.Th>
                  <Table.Th ta="right">{text('assets.bookValue')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(schedule.data?.rows ?? []).map((row) => (
                  <Table.Tr key={row.periodStart}>
                    <Table.Td>{date(row.from)}</Table.Td>
                    <Table.Td>{date(row.to)}</Table.Td>
                    <Table.Td ta="right">{money(row.amount)}</Table.Td>
                    <Table.Td ta="right">{money(row.accumulated)}</Table.Td>
                    <Table.Td ta="right">{money(row.bookValue)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </>
  );
}
