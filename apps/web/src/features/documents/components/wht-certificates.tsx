// The 50 ทวิ certificates a payment issued (a payment slip, or a bill paid at once; decision 0170): number, form,
// tax and status, each linking to the certificate's own page (features/wth) where it is printed.
import type { SalesDocument } from '@banchee/contracts';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useLabels } from '../i18n/use-doc-text';
import { Section } from './editor-section';
import { StatusBadge } from './status-badge';

export function WhtCertificates({
  organizationId,
  document,
}: {
  organizationId: string;
  document: SalesDocument;
}) {
  const { text } = useLabels('supplier');
  const format = useFormatters();
  const certificates = document.whtCertificates ?? [];
  if (certificates.length === 0) return null;
  return (
    <Section title={text('whtCertificates.title')} testId="wht-certificates">
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text('whtCertificates.number')}</Table.Th>
            <Table.Th>{text('whtCertificates.form')}</Table.Th>
            <Table.Th ta="right">{text('whtCertificates.amount')}</Table.Th>
            <Table.Th ta="right">{text('whtCertificates.tax')}</Table.Th>
            <Table.Th>{text('list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((certificate) => (
            <Table.Tr key={certificate.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/${organizationId}/wth/${certificate.id}`}
                  data-testid={`wht-certificate-${certificate.number}`}
                >
                  {certificate.number}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{certificate.form_type}</Text>
              </Table.Td>
              <Table.Td ta="right">{format.money(certificate.total_amount)}</Table.Td>
              <Table.Td ta="right" data-testid={`wht-certificate-tax-${certificate.number}`}>
                {format.money(certificate.total_tax)}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <StatusBadge status={certificate.status} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}
