// Display flags of spec §5: a document shows the item-level WHT column if any line has a WHT amount or
// percent above 0, and the item-level discount column likewise.
import { parseDecimal } from '../money/decimal.ts';

type Figure = string | number | null | undefined;

export interface FlagLineInput {
  readonly discountAmount?: Figure;
  readonly discountPercent?: Figure;
  readonly whtAmount?: Figure;
  readonly whtPercent?: Figure;
}

export interface DocumentFlags {
  readonly showItemDiscount: boolean;
  readonly showItemWHT: boolean;
}

function positive(value: Figure): boolean {
  if (value === null || value === undefined) return false;
  // Four places is enough to see any non-zero money or percent the forms allow.
  return parseDecimal(value, 4) > 0n;
}

export function computeDocumentFlags(lines: readonly FlagLineInput[]): DocumentFlags {
  return {
    showItemDiscount: lines.some((line) => positive(line.discountAmount) || positive(line.discountPercent)),
    showItemWHT: lines.some((line) => positive(line.whtAmount) || positive(line.whtPercent)),
  };
}
