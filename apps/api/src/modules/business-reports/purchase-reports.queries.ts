// SQL of the purchase and withholding reports (issue 15, decision 0174), read from the registers the purchase
// documents write — documents, their lines and links, the 50 ทวิ certificates — and from the ledger's 21210,
// 27230 and 27240. Every function takes the organisation id and filters on it; sums travel as decimal text.
//
// A bill is a receiving inventory (RI) or an expense (EXP); it credits 21210 with its grand total when created
// and a void reverses that. A payment is a payment slip (PS) that is not void — per bill paid, the link carries
// the amount settled (before WHT) and the WHT withheld; it debits 21210 with the amount settled — or a bill paid
// at once ("Paid"), whose payment entry debits 21210 with its grand total.
import { sql, type Database, type SQL } from '@banchee/db';
import type { CalendarDate } from '@banchee/domain';
import { documentWhere, type SalesFilters } from './business-reports.queries.ts';

export const PAYABLE_ACCOUNT = '21210';
export const WHT_PAYABLE = ['27230', '27240'] as const;

export type PurchaseDocumentRow = {
  id: string;
  kind: string;
  number: string;
  date: string;
  due_date: string | null;
  status: string;
  contact_name: string | null;
  net: string;
  vat: string;
  total: string;
  paid: string;
};

/**
 * Documents of `kinds` in the range with the filters, oldest first; `paid` is what payment slips not void and
 * dated up to `to` settled on each (a bill paid at once — PAID or GOT RECEIPT without a slip — counts its grand
 * total from the day it was paid, decision 0235; one PAID by its slips counts them, decision 0236): the
 * document's stored settled_paid (0041: every RECEIPT link of a bill comes from a payment slip) when its last
 * settlement is dated by `to`, which skips 13,000 link look-ups on a year of receiving inventory.
 */
export async function queryPurchaseDocuments(
  db: Database,
  organizationId: string,
  kinds: readonly ('PO' | 'RI' | 'EXP')[],
  f: SalesFilters,
): Promise<PurchaseDocumentRow[]> {
  const { rows } = await db.execute<PurchaseDocumentRow>(sql`
    SELECT d.id, d.kind, d.number, d.date::text AS date, d.due_date::text AS due_date, d.status, d.contact_name,
      d.net_total::text AS net, d.vat_amount::text AS vat, d.grand_total::text AS total,
      (CASE WHEN d.settled_paid > 0 OR d.status NOT IN ('PAID', 'GOT RECEIPT') THEN k.paid
        WHEN coalesce(d.collected_at, d.date) <= ${f.to} THEN d.grand_total ELSE 0 END)::text AS paid
    FROM documents d
    -- The stored sum of the slips (0041) when the last one is dated by \`to\`; the links as of \`to\` otherwise.
    CROSS JOIN LATERAL (SELECT CASE WHEN d.settled_last_date IS NULL THEN 0
      WHEN d.settled_last_date <= ${f.to} THEN d.settled_paid
      ELSE (SELECT coalesce(sum(k.amount), 0) FROM document_links k
            JOIN documents c ON c.organization_id = k.organization_id AND c.id = k.child_id
            WHERE k.organization_id = d.organization_id AND k.parent_id = d.id AND k.link_type = 'RECEIPT'
              AND c.kind = 'PS' AND c.status <> 'VOID' AND c.date <= ${f.to}) END AS paid
    ) k
    WHERE ${documentWhere(organizationId, kinds, f)}
    ORDER BY d.date, d.number`);
  return rows;
}

export type PurchaseProductRow = {
  item_id: string | null;
  code: string | null;
  name: string;
  unit: string | null;
  quantity: string;
  net: string;
};

/** Item lines of the receiving inventories not void, per product, largest first (pre-VAT line amounts). */
export async function queryReceivedByProduct(
  db: Database,
  organizationId: string,
  f: SalesFilters,
): Promise<PurchaseProductRow[]> {
  const itemFilter = f.itemId ? sql`AND l.item_id = ${f.itemId}` : sql``;
  const { rows } = await db.execute<PurchaseProductRow>(sql`
    SELECT l.item_id, max(i.code) AS code, min(l.name) AS name, max(l.main_unit) AS unit,
      sum(l.quantity)::text AS quantity, sum(l.grand_total - l.tax_amount)::text AS net
    FROM documents d
    JOIN document_lines l ON l.organization_id = d.organization_id AND l.document_id = d.id
    LEFT JOIN items i ON i.organization_id = l.organization_id AND i.id = l.item_id
    WHERE ${documentWhere(organizationId, ['RI'], f)} AND d.status NOT IN ('VOID', 'REJECTED')
      AND l.line_kind = 'item' ${itemFilter}
    GROUP BY l.item_id, CASE WHEN l.item_id IS NULL THEN l.name END
    ORDER BY sum(l.grand_total - l.tax_amount) DESC, 3`);
  return rows;
}

export type PaymentRow = {
  id: string;
  kind: string;
  number: string;
  date: string;
  status: string;
  contact_name: string | null;
  amount: string;
  wht: string;
};

/**
 * The payments of the range, oldest first (decision 0235): payment slips with what they settled (before WHT)
 * and the WHT withheld, and the receiving inventory and expenses paid at once ("Paid": status PAID or GOT
 * RECEIPT and no slip settling them), dated the day they were paid (collected_at, else the bill's date), for
 * their grand total and the tax their 50 ทวิ withheld.
 */
export async function queryPayments(
  db: Database,
  organizationId: string,
  f: SalesFilters,
): Promise<PaymentRow[]> {
  const paidOn = sql`coalesce(d.collected_at, d.date)`;
  const { rows } = await db.execute<PaymentRow>(sql`
    SELECT * FROM (
      SELECT d.id, d.kind, d.number, d.date::text AS date, d.status, d.contact_name,
        coalesce(sum(k.amount), 0)::text AS amount, coalesce(sum(k.wht_amount), 0)::text AS wht
      FROM documents d
      LEFT JOIN document_links k ON k.organization_id = d.organization_id AND k.child_id = d.id
        AND k.link_type = 'RECEIPT'
      WHERE ${documentWhere(organizationId, ['PS'], f)}
      GROUP BY d.id, d.kind, d.number, d.date, d.status, d.contact_name
      UNION ALL
      SELECT d.id, d.kind, d.number, ${paidOn}::text AS date, d.status, d.contact_name,
        d.grand_total::text AS amount,
        (SELECT coalesce(sum(c.total_tax), 0) FROM wht_certificates c
         WHERE c.organization_id = d.organization_id AND c.payment_slip_id = d.id
           AND c.status <> 'VOID')::text AS wht
      FROM documents d
      WHERE ${documentWhere(organizationId, ['RI', 'EXP'], { ...f, from: null })}
        AND d.status IN ('PAID', 'GOT RECEIPT') AND d.settled_paid = 0
        AND ${paidOn} >= ${f.from} AND ${paidOn} <= ${f.to}
    ) p
    ORDER BY p.date, p.number`);
  return rows;
}

/**
 * The payments the ledger holds in the range: every debit of 21210 (whatever posted it: a slip, a bill paid at
 * once, a journal), less the credits of reversals (a payment voided or un-paid). A reversal's debits undo a bill,
 * not a payment: left out, as a bill's own credits are.
 */
export async function queryPaymentsInLedger(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
): Promise<string> {
  const { rows } = await db.execute<{ amount: string }>(sql`
    SELECT coalesce(sum(CASE WHEN e.reverses_entry_id IS NULL THEN l.debit ELSE -l.credit END), 0)::text AS amount
    FROM journal_lines l
    JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    WHERE l.organization_id = ${organizationId} AND l.account_code = ${PAYABLE_ACCOUNT}
      AND l.entry_date >= ${from} AND l.entry_date <= ${to} AND NOT l.is_closing`);
  return rows[0]?.amount ?? '0';
}

/**
 * The 21210 figure of documents of `kinds` in the range: on their own entries, `side` (credit for bills,
 * debit for payments) less the reversals of those lines (a void), so a bill voided inside the range nets to
 * zero; the reversal of a bill's payment at once (an un-paid bill) is a payment's, not a bill's (issue 24 item 6).
 */
export async function queryPayableBySource(
  db: Database,
  organizationId: string,
  kinds: readonly string[],
  side: 'credit' | 'debit',
  from: CalendarDate,
  to: CalendarDate,
): Promise<string> {
  const forward = side === 'credit' ? sql`l.credit - l.debit` : sql`l.debit - l.credit`;
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ amount: string }>(sql`
    SELECT coalesce(sum(${forward}), 0)::text AS amount
    FROM journal_lines l
    JOIN journal_entries e ON e.organization_id = l.organization_id AND e.id = l.entry_id
    -- A reversal carries no source document: it is reached through the entry it reverses.
    -- Its source kind is copied on the entry with the document's id (journals.store.ts): no join to documents.
    JOIN journal_entries o ON o.organization_id = e.organization_id AND o.id = coalesce(e.reverses_entry_id, e.id)
    WHERE l.organization_id = ${organizationId} AND l.account_code = ${PAYABLE_ACCOUNT}
      AND l.entry_date >= ${from} AND l.entry_date <= ${to}
      AND o.source_document_id IS NOT NULL AND o.source_kind IN (${kindList})
      -- A forward line of the side, or a reversal's line undoing one (a bill's reversal debits 21210; the reversal
      -- of a bill's payment at once credits it and undoes a payment, not a bill: left out).
      AND (CASE WHEN e.reverses_entry_id IS NULL
                THEN ${side === 'credit' ? sql`l.credit > 0` : sql`l.debit > 0`}
                ELSE ${side === 'credit' ? sql`l.debit > 0` : sql`l.credit > 0`} END)`);
  return rows[0]?.amount ?? '0';
}

export type WithholdingRow = {
  id: string;
  number: string;
  date: string;
  form: string;
  contact_name: string;
  contact_id: string | null;
  income: string;
  wht: string;
};

/** Issued (not void) PND3 / PND53 certificates paid in the range, oldest first; the contact filter applies. */
export async function queryWithholding(
  db: Database,
  organizationId: string,
  f: SalesFilters,
): Promise<WithholdingRow[]> {
  const contact = f.contactId ? sql`AND c.contact_id = ${f.contactId}` : sql``;
  const { rows } = await db.execute<WithholdingRow>(sql`
    SELECT c.id, c.number, c.date::text AS date, c.form_type AS form, c.contact_name, c.contact_id::text AS contact_id,
      c.total_amount::text AS income, c.total_tax::text AS wht
    FROM wht_certificates c
    WHERE c.organization_id = ${organizationId} AND c.status = 'ISSUED' AND c.form_type IN ('PND3', 'PND53')
      AND c.date >= ${f.from} AND c.date <= ${f.to} ${contact}
    ORDER BY c.date, c.number`);
  return rows;
}

/** Σcredit − Σdebit of 27230 and 27240 in the range, the tax filings' own close and payment entries left out. */
export async function queryWithheldInLedger(
  db: Database,
  organizationId: string,
  from: CalendarDate,
  to: CalendarDate,
): Promise<string> {
  const accounts: SQL = sql.join(
    WHT_PAYABLE.map((a) => sql`${a}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ amount: string }>(sql`
    SELECT coalesce(sum(l.credit - l.debit), 0)::text AS amount FROM journal_lines l
    WHERE l.organization_id = ${organizationId} AND l.account_code IN (${accounts})
      AND l.entry_date >= ${from} AND l.entry_date <= ${to}
      AND NOT EXISTS (SELECT 1 FROM tax_filings f WHERE f.organization_id = l.organization_id
        AND (f.close_entry_id = l.entry_id OR f.payment_entry_id = l.entry_id))`);
  return rows[0]?.amount ?? '0';
}
