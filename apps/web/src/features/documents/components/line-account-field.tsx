// Where a purchase bill's line is booked (decision 0224): a product received into stock goes to its warehouse's
// inventory unless booked to an expense; every other line names its expense account, and a line without a
// product says whether it buys goods or a service (a service's VAT is claimable once it is paid). Picking an item
// fills the account its item names (decision 0247, model/lines.ts).
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { ExpenseAccountSelect } from '../../../components/expense-account-select';
import { useOrgId } from '../../../lib/use-org-id';
import { useDocText } from '../i18n/use-doc-text';
import type { DraftLine } from '../model/draft';

export function LineAccountField({
  line,
  index,
  intoStock,
  error,
  onChange,
}: {
  line: DraftLine;
  index: number;
  /** The kind brings product lines into stock (receiving inventory). */
  intoStock: boolean;
  error: string | undefined;
  onChange: (patch: Partial<DraftLine>) => void;
}) {
  const text = useDocText();
  const organizationId = useOrgId();
  const product = line.item_id !== '' && line.item_type === 'PRODUCT';
  const free = line.item_id === '';
  return (
    <Stack gap={4}>
      <ExpenseAccountSelect
        organizationId={organizationId}
        label={`${text('purchases.account')} ${index + 1}`}
        value={line.account_code}
        onChange={(account_code) => onChange({ account_code })}
        placeholder={
          product && intoStock ? text('purchases.intoStock') : text('purchases.accountPlaceholder')
        }
        nothingFound={text('purchases.noAccounts')}
        clearable={product && intoStock}
        error={error}
        testId={`line-account-${index}`}
      />
      {product && intoStock && line.account_code === '' ? (
        <Text size="xs" c="dimmed">
          {text('purchases.intoStockHint')}
        </Text>
      ) : null}
      {free ? (
        <SegmentedControl
          size="xs"
          aria-label={`${text('purchases.lineType')} ${index + 1}`}
          value={line.item_type === 'SERVICE' ? 'SERVICE' : 'PRODUCT'}
          onChange={(value) => onChange({ item_type: value === 'SERVICE' ? 'SERVICE' : 'PRODUCT' })}
          data={[
            { value: 'PRODUCT', label: text('purchases.goods') },
            { value: 'SERVICE', label: text('purchases.service') },
          ]}
          data-testid={`line-type-${index}`}
        />
      ) : null}
    </Stack>
  );
}
