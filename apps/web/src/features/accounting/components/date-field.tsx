// The shared date field (components/date-field.tsx), kept importable from here for the accounting screens.
export { DateField } from '../../../components/date-field';
