// The withholding choices of purchase documents: the 50 ทวิ income row of a line with WHT (in the lines
// table), and who bears the WHT of the payment (withheld at source, or borne by us once or continuously:
// the supplier is then paid in full and the tax is our expense, decision 0171).
import { Card, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocText } from '../i18n/use-doc-text';
import type { WhtIncomeType, WhtPayer } from '../model/draft';
import { bearsWht, incomeTypeOptions, shownIncomeType, whtPayerOptions } from '../model/withholding';

const languageOf = (language: string): 'th' | 'en' => (language === 'en' ? 'en' : 'th');

export function IncomeTypeSelect({
  value,
  onChange,
  error,
  label,
  testId,
}: {
  value: WhtIncomeType | '';
  onChange: (value: WhtIncomeType) => void;
  error?: string;
  /** Accessible name (the column header names it on screen). */
  label: string;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const options = incomeTypeOptions(languageOf(i18n.language));
  return (
    <Select
      aria-label={label}
      data={options}
      value={shownIncomeType(value)}
      onChange={(next) => {
        const picked = options.find((option) => option.value === next);
        if (picked) onChange(picked.value);
      }}
      allowDeselect={false}
      comboboxProps={{ width: 420, position: 'bottom-start' }}
      error={error}
      data-testid={testId}
    />
  );
}

export function WhtPayerField({
  value,
  readOnly,
  fixedNote,
  error,
  onChange,
}: {
  value: WhtPayer;
  readOnly: boolean;
  /** A saved payment slip: its payer was set when it was made. */
  fixedNote: boolean;
  error?: string;
  onChange: (value: WhtPayer) => void;
}) {
  const text = useDocText();
  const { i18n } = useTranslation();
  const options = whtPayerOptions(languageOf(i18n.language));
  return (
    <Card withBorder radius="md" padding="md" data-testid="wht-payer">
      <Select
        label={text('purchases.whtPayer')}
        data={options}
        value={value}
        onChange={(next) => {
          const picked = options.find((option) => option.value === next);
          if (picked) onChange(picked.value);
        }}
        allowDeselect={false}
        readOnly={readOnly}
        error={error}
        w={280}
        data-testid="wht-payer-select"
      />
      <Text size="sm" c="dimmed" mt="xs" data-testid="wht-payer-hint">
        {text(bearsWht(value) ? 'purchases.whtPayerBorne' : 'purchases.whtPayerWithheld')}
      </Text>
      {fixedNote ? (
        <Text size="sm" c="dimmed" mt={4}>
          {text('purchases.whtPayerFixed')}
        </Text>
      ) : null}
    </Card>
  );
}
