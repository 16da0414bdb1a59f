// Thai 13-digit tax identification numbers (citizen ID or juristic-person number) and their mod-11
// checksum, thai-tax-reference §6. Input may carry dashes or spaces; the stored form is 13 digits.

const SEPARATORS = /[\s-]/g;

/** Strips dashes and spaces; returns the 13 digits, or null if the result is not exactly 13 digits. */
export function normaliseTaxId(input: string): string | null {
  const digits = input.replace(SEPARATORS, '');
  return /^\d{13}$/.test(digits) ? digits : null;
}

/** The check digit for the first 12 digits: (11 − Σ dᵢ × (14 − i) mod 11) mod 10. */
export function taxIdCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('A tax id check digit needs exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** True for 13 digits (dashes/spaces allowed) whose last digit matches the mod-11 checksum. */
export function isValidThaiTaxId(input: string): boolean {
  const digits = normaliseTaxId(input);
  if (digits === null) return false;
  return taxIdCheckDigit(digits.slice(0, 12)) === Number(digits[12]);
}

/**
 * Display form: a juristic number (first digit 0) as x-xx-x-xxx-xxxxx-x, a personal one as
 * x-xxxx-xxxxx-xx-x (python-stdnum formats). Anything that is not 13 digits is returned unchanged.
 */
export function formatTaxId(input: string): string {
  const d = normaliseTaxId(input);
  if (d === null) return input;
  return d.startsWith('0')
    ? `${d.slice(0, 1)}-${d.slice(1, 3)}-${d.slice(3, 4)}-${d.slice(4, 7)}-${d.slice(7, 12)}-${d.slice(12)}`
    : `${d.slice(0, 1)}-${d.slice(1, 5)}-${d.slice(5, 10)}-${d.slice(10, 12)}-${d.slice(12)}`;
}

/** Branch number on tax documents: 5 digits, 00000 = head office (สำนักงานใหญ่), thai-tax-reference §1.8. */
export const HEAD_OFFICE_BRANCH = '00000';

export function isValidBranchNumber(input: string): boolean {
  return /^\d{5}$/.test(input);
}
