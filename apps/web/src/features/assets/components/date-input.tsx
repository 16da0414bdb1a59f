// A date input for the asset screens: DD-MM-YYYY in the user's era (Buddhist by default), yyyy-mm-dd values.
import '@mantine/dates/styles.css';
import { DateInput } from '@mantine/dates';
import { parseDateDMY } from '@banchee/domain';
import { formatDisplayDate } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

export function AssetDateInput(props: {
  label: string;
  value: string;
  error?: string | undefined;
  withAsterisk?: boolean;
  onChange: (value: string) => void;
}) {
  const { era } = usePreferences();
  return (
    <DateInput
      label={props.label}
      withAsterisk={props.withAsterisk ?? false}
      error={props.error}
      value={props.value || null}
      onChange={(next) => props.onChange(next ?? '')}
      valueFormat={(date) => formatDisplayDate(date, era)}
      dateParser={(typed) => parseDateDMY(typed.trim(), { era }) ?? null}
      popoverProps={{ withinPortal: true }}
    />
  );
}
