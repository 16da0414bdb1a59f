// A purchase bill's record of the supplier's tax invoice (issue 11 §2): its number and date, on which the
// input VAT is claimed from the month of that tax invoice (s.82/3; thai-tax-reference §1.4).
// Shown for the kinds the registry makes purchase bills (receiving inventory, expenses).
import { Card, Group, Text, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../../lib/form-errors';
import { useDocText } from '../i18n/use-doc-text';
import type { DocumentDraft } from '../model/draft';
import { DateField } from '../../../components/date-field';

export interface SupplierInvoiceFieldsProps {
  draft: Pick<DocumentDraft, 'supplierTaxInvoiceNo' | 'supplierTaxInvoiceDate'>;
  readOnly: boolean;
  errors: FieldErrors;
  onChange: (patch: Partial<Pick<DocumentDraft, 'supplierTaxInvoiceNo' | 'supplierTaxInvoiceDate'>>) => void;
}

export function SupplierInvoiceFields({ draft, readOnly, errors, onChange }: SupplierInvoiceFieldsProps) {
  const text = useDocText();
  return (
    <Card withBorder radius="md" padding="md" data-testid="supplier-invoice">
      <Text fw={600}>{text('purchases.supplierInvoice')}</Text>
      <Text size="sm" c="dimmed" mb="sm">
        {text('purchases.supplierInvoiceHint')}
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={text('purchases.supplierTaxInvoiceNo')}
          value={draft.supplierTaxInvoiceNo}
          onChange={(event) => onChange({ supplierTaxInvoiceNo: event.currentTarget.value })}
          readOnly={readOnly}
          error={errors.supplierTaxInvoiceNo}
          w={240}
          data-testid="supplier-invoice-number"
        />
        <DateField
          label={text('purchases.supplierTaxInvoiceDate')}
          value={draft.supplierTaxInvoiceDate}
          onChange={(supplierTaxInvoiceDate) => onChange({ supplierTaxInvoiceDate })}
          readOnly={readOnly}
          error={errors.supplierTaxInvoiceDate}
          w={180}
          data-testid="supplier-invoice-date"
        />
      </Group>
    </Card>
  );
}
