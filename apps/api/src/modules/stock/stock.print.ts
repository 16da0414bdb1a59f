// What the stock prints (transfer slip, stock count sheet; decision 0206) need of the organisation: its name,
// address and tax id for the head, and its print defaults for the language and era (pdf/print-choice.ts).
import { eq, organizations, type Database } from '@banchee/db';
import { printChoice, type PrintChoice } from '../../pdf/print-choice.ts';

export interface StockPrintHead extends PrintChoice {
  readonly organization: { readonly name: string; readonly address?: string; readonly taxId?: string };
}

/** The organisation's head and the language and era of the print asked for by `query`. */
export async function stockPrintHead(
  db: Database,
  organizationId: string,
  query: { readonly lang?: 'th' | 'en' | undefined; readonly be?: '0' | '1' | undefined },
): Promise<StockPrintHead> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  const choice = printChoice(query, {
    printLanguage: row?.printLanguage ?? 'th',
    printEra: row?.printEra ?? 'BE',
    documentEra: row?.documentEra ?? null,
  });
  return {
    ...choice,
    organization: {
      name: row?.name ?? '',
      ...(row?.address ? { address: row.address } : {}),
      ...(row?.taxId ? { taxId: row.taxId } : {}),
    },
  };
}
