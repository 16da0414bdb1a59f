// The design system: one Mantine theme for every screen. Sarabun carries Thai tone marks and Latin text
// in one face; line heights stay generous so stacked Thai marks are never clipped.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep teal, readable as text on white (contrast ≥ 4.5:1 from shade 7 up).
const brand: MantineColorsTuple = [
  '#e6f7f8',
  '#cdeef0',
  '#9fdde1',
  '#6dcbd1',
  '#45bcc4',
  '#2bb2bb',
  '#18a0aa',
  '#0a7f89',
  '#006f78',
  '#005c64',
];

const fontFamily = "Sarabun, 'Noto Sans Thai', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  cursorType: 'pointer',
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.6', lg: '1.6', xl: '1.6' },
  components: {
    Button: { defaultProps: { fw: 500 } },
    TextInput: { defaultProps: { size: 'sm' } },
    Table: { defaultProps: { verticalSpacing: 'sm', horizontalSpacing: 'md' } },
  },
});
