// A date field showing DD-MM-YYYY (spec §5), in the Buddhist Era when the user prefers it, and accepting typed
// dates in the same form. Values are yyyy-mm-dd strings, as the API takes them.
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseDateDMY } from '@banchee/domain';
import { formatDisplayDate } from '../lib/format';
import { usePreferences } from '../lib/preferences';

export function DateField({
  value,
  onChange,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  const { era } = usePreferences();
  return (
    <DateInput
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      valueFormat={(date) => formatDisplayDate(date, era)}
      dateParser={(text) => parseDateDMY(text.trim(), { era }) ?? null}
      placeholder={era === 'BE' ? 'DD-MM-YYYY (พ.ศ.)' : 'DD-MM-YYYY'}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
