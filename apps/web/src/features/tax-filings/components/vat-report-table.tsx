// The RD-layout table both VAT reports show (output: our tax documents; input: the suppliers' tax invoices):
// line, date, number, counterparty, tax id, branch, value, VAT, then the columns a side adds, and the grand total.
// The number leads to the document the row comes from (our invoice, receipt, note; the supplier's RI / EXP).
import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sourceDocumentPath } from '../../accounting/model/source-link';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useTaxText, type TaxText } from '../i18n/use-tax-text';
import { MoneyTd } from './parts';

export function branchText(branch: string, text: TaxText): string {
  if (branch === '') return '';
  return branch === '00000' ? text('output.headOffice') : text('output.branchNo', { branch });
}

export interface VatTableRow {
  line: number;
  documentId: string;
  /** The document's kind (INV, RE, RI, EXP…): where the number leads. */
  kind: string;
  number: string;
  date: string;
  voided: boolean;
  counterpartyName: string;
  counterpartyTaxId: string;
  counterpartyBranch: string;
  value: string;
  vat: string;
}

export interface ExtraColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

export function VatReportTable<R extends VatTableRow>({
  rows,
  totals,
  title,
  counterpartyHeader,
  numberHeader,
  testId,
  extra = [],
}: {
  rows: readonly R[];
  totals: { value: string; vat: string };
  title: string;
  counterpartyHeader: string;
  numberHeader: string;
  /** Prefix of the test ids: `${testId}-table`, `${testId}-row-N`, `${testId}-total`. */
  testId: string;
  extra?: readonly ExtraColumn<R>[];
}) {
  const { text } = useTaxText();
  const { date } = useFormatters();
  const orgId = useOrgId();
  const numberCell = (row: R): ReactNode => {
    const path = sourceDocumentPath(orgId, row);
    return path ? (
      <Anchor component={Link} to={path} fz="sm">
        {row.number}
      </Anchor>
    ) : (
      row.number
    );
  };
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped="odd" fz="sm" aria-label={title} data-testid={`${testId}-table`}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={56}>{text('output.line')}</Table.Th>
            <Table.Th>{text('output.date')}</Table.Th>
            <Table.Th>{numberHeader}</Table.Th>
            <Table.Th>{counterpartyHeader}</Table.Th>
            <Table.Th>{text('output.taxId')}</Table.Th>
            <Table.Th>{text('output.branch')}</Table.Th>
            <Table.Th ta="right">{text('output.value')}</Table.Th>
            <Table.Th ta="right">{text('output.vat')}</Table.Th>
            {extra.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.documentId}
              data-testid={`${testId}-row-${row.line}`}
              c={row.voided ? 'dimmed' : undefined}
            >
              <Table.Td>{row.line}</Table.Td>
              <Table.Td>{date(row.date)}</Table.Td>
              <Table.Td>{numberCell(row)}</Table.Td>
              <Table.Td>
                {row.counterpartyName}
                {row.voided ? ` (${text('output.voided')})` : ''}
              </Table.Td>
              <Table.Td>{row.counterpartyTaxId}</Table.Td>
              <Table.Td>{branchText(row.counterpartyBranch, text)}</Table.Td>
              <MoneyTd value={row.value} />
              <MoneyTd value={row.vat} />
              {extra.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-testid={`${testId}-total`}>
            <Table.Td colSpan={6}>{text('output.grandTotal')}</Table.Td>
            <MoneyTd value={totals.value} />
            <MoneyTd value={totals.vat} />
            {extra.length > 0 ? <Table.Td colSpan={extra.length} /> : null}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
