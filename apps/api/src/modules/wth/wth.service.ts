// Use cases of the withholding-tax certificate (50 ทวิ, `/wth`; decisions 0123, 0126): list, create (standalone
// or from a payment slip), read, replace while AWAITING, the life cycle AWAITING → ISSUED → VOID / RESET (spec
// §4, domain LIFE_CYCLES.WHT), one transaction each. Figures come from the domain (wth.rules.ts); the number
// from the shared document counter (prefix WHT). A certificate posts nothing, but it belongs to the month of its
// date like the documents do (decision 0229): one dated in a locked period is not created, and one of a locked
// month is not replaced, moved in or out of it, issued, voided or reset (LEDGER.PERIOD_LOCKED on `date`). On PND3 /
// PND53 its "ลำดับที่ ในแบบ" is its line in the month's attachment (wth.sequence.ts, decision 0230).
import type { CreateWthRequest, Wth, WthInput, WthList } from '@banchee/contracts';
import {
  and,
  asc,
  contacts,
  desc,
  documents,
  eq,
  ilike,
  newId,
  or,
  whtCertificateEvents,
  whtCertificateLines,
  whtCertificates,
  type Database,
  type SQL,
  type Transaction,
} from '@banchee/db';
import {
  allowedActions,
  applyAction,
  bahtTextFromMoney,
  hasAddressParts,
  parseMoney,
  toMoneyString,
} from '@banchee/domain';
import { addressPartsSnapshot, thaiAddressOf } from '../addresses/index.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { selectPage } from '../../http/pagination.ts';
import { compact, iso, likePattern } from '../../http/serialize.ts';
import { checkDateOpen } from '../journals/index.ts';
import { allocateNumber, documentSeries } from '../numbering/index.ts';
import { certificateOf, checkedFigures, figuresOut } from './wth.rules.ts';
import { ATTACHED_FORMS, sequencesOf } from './wth.sequence.ts';

type Row = typeof whtCertificates.$inferSelect;
type LineRow = typeof whtCertificateLines.$inferSelect;

export interface Actor {
  readonly userId: string;
  readonly organizationId: string;
}

const NS = 'WITHHOLDING_TAX';
const PREFIX = 'WHT';
const missing = () => notFound(NS, 'withholding-tax certificate');

const fourPlaces = (rate: string) => rate.replace(/(\.\d\d)0+$/, '$1');

/** `sequence`: the certificate's attachment line (PND3 / PND53, issued); other forms print the line typed. */
export function toWth(row: Row, lines: LineRow[], sequence?: string): Wth {
  const fund = compact({
    provident_license_no: row.providentLicenseNo,
    provident_amount: row.providentAmount === null ? null : toMoneyString(parseMoney(row.providentAmount)),
    provident_social_sec_fund:
      row.providentSocialSecFund === null ? null : toMoneyString(parseMoney(row.providentSocialSecFund)),
  });
  const totalTax = parseMoney(row.totalTax);
  return compact({
    id: row.id,
    organizationId: row.organizationId,
    number: row.number,
    status: row.status,
    date: row.date,
    issue_date: row.issueDate,
    book_number: row.bookNumber,
    sequence_in_form: ATTACHED_FORMS.includes(row.formType) ? sequence : row.sequenceInForm,
    contactId: row.contactId,
    contact: compact({
      contact_name: row.contactName,
      address: row.contactAddress,
      taxId: row.contactTaxId,
      branch: row.contactBranch,
    }),
    paymentSlipId: row.paymentSlipId,
    wthDoc: compact({
      form_type: row.formType,
      form_year: row.formYear,
      payer: row.payer,
      payer_others: row.payerOthers,
      providentFund: Object.keys(fund).length > 0 ? fund : null,
    }),
    wht_lines: [...lines]
      .sort((a, b) => a.lineNumber - b.lineNumber)
      .map((line) =>
        compact({
          line_number: line.lineNumber,
          type_of_income: line.typeOfIncome,
          type_of_income_other_details: line.typeOfIncomeOtherDetails,
          tax_rate: fourPlaces(line.taxRate),
          amount: toMoneyString(parseMoney(line.amount)),
          vat_type: line.vatType,
          income: toMoneyString(parseMoney(line.income)),
          tax: toMoneyString(parseMoney(line.tax)),
        }),
      ),
    remarks: row.remarks,
    total_amount: toMoneyString(parseMoney(row.totalAmount)),
    total_tax: toMoneyString(totalTax),
    total_tax_text: bahtTextFromMoney(totalTax),
    actions: [...allowedActions('WHT', row.status)],
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  });
}

const ofOrg = (organizationId: string) => eq(whtCertificates.organizationId, organizationId);

async function findRow(db: Database | Transaction, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(whtCertificates)
    .where(and(ofOrg(organizationId), eq(whtCertificates.id, id)));
  return row;
}

async function linesOf(db: Database | Transaction, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(whtCertificateLines)
    .where(
      and(
        eq(whtCertificateLines.organizationId, organizationId),
        or(...ids.map((id) => eq(whtCertificateLines.certificateId, id))),
      ),
    );
}

export async function getWth(db: Database | Transaction, organizationId: string, id: string): Promise<Wth> {
  const row = await findRow(db, organizationId, id);
  if (!row) throw missing();
  const sequences = await sequencesOf(db, organizationId, [row]);
  return toWth(row, await linesOf(db, organizationId, [id]), sequences.get(id));
}

/** The caller has been checked as a member of organizationId by the route. */
export async function listWth(
  db: Database,
  organizationId: string,
  query: { page: number; limit: number; search?: string | undefined; status?: Row['status'] | undefined },
): Promise<WthList> {
  const conditions: SQL[] = [ofOrg(organizationId)];
  if (query.status) conditions.push(eq(whtCertificates.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(ilike(whtCertificates.number, pattern), ilike(whtCertificates.contactName, pattern));
    if (match) conditions.push(match);
  }
  const page = await selectPage<Row>(
    db,
    whtCertificates,
    and(...conditions),
    [desc(whtCertificates.date), desc(whtCertificates.number), asc(whtCertificates.id)],
    query.page,
    query.limit,
  );
  const lines = await linesOf(
    db,
    organizationId,
    page.rows.map((row) => row.id),
  );
  const sequences = await sequencesOf(db, organizationId, page.rows);
  return {
    data: page.rows.map((row) =>
      toWth(
        row,
        lines.filter((line) => line.certificateId === row.id),
        sequences.get(row.id),
      ),
    ),
    pagination: page.pagination,
  };
}

/** The payee as printed: the chosen contact's snapshot, or the typed-in payee. */
async function payeeOf(tx: Transaction, organizationId: string, input: WthInput) {
  if (input.contactId) {
    const [contact] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.organizationId, organizationId), eq(contacts.id, input.contactId)));
    if (!contact)
      throw validationError([{ path: 'contactId', message: 'not a contact of this organisation' }]);
    const address = [contact.address, contact.zipCode].filter(Boolean).join(' ');
    // The contact's address parts go with its own address (decision 0240): the PND file's separate fields.
    const parts = hasAddressParts(thaiAddressOf(contact)) ? addressPartsSnapshot(contact) : null;
    return {
      contactId: contact.id,
      contactName: input.contact?.contact_name ?? contact.contactName,
      contactAddress: input.contact?.address ?? (address || null),
      contactAddressParts:
        input.contact?.address === undefined || input.contact.address === address ? parts : null,
      contactTaxId: input.contact?.taxId ?? contact.taxId,
      contactBranch: input.contact?.branch ?? contact.branch,
    };
  }
  if (!input.contact) throw validationError([{ path: 'contact', message: 'choose or type the payee' }]);
  return {
    contactId: null,
    contactName: input.contact.contact_name,
    contactAddress: input.contact.address ?? null,
    contactAddressParts: null,
    contactTaxId: input.contact.taxId ?? null,
    contactBranch: input.contact.branch ?? null,
  };
}

/** Header columns and line rows of a valid request (400 VALIDATION.FAILED otherwise). */
async function columnsOf(tx: Transaction, organizationId: string, certificateId: string, input: WthInput) {
  const figures = checkedFigures(certificateOf(input));
  const out = figuresOut(figures);
  const fund = input.wthDoc.providentFund;
  const header = {
    ...(await payeeOf(tx, organizationId, input)),
    bookNumber: input.book_number ?? null,
    date: input.date,
    issueDate: input.issue_date ?? input.date,
    // PND3 / PND53: the attachment line, never stored (wth.sequence.ts)
    sequenceInForm: ATTACHED_FORMS.includes(input.wthDoc.form_type) ? null : (input.sequence_in_form ?? null),
    formType: input.wthDoc.form_type,
    formYear: input.wthDoc.form_year,
    payer: input.wthDoc.payer,
    payerOthers: input.wthDoc.payer === 'OTHERS' ? (input.wthDoc.payer_others ?? null) : null,
    providentLicenseNo: fund?.provident_license_no ?? null,
    providentAmount: fund?.provident_amount ?? null,
    providentSocialSecFund: fund?.provident_social_sec_fund ?? null,
    remarks: input.remarks ?? null,
    totalAmount: out.total_amount,
    totalTax: out.total_tax,
  };
  const lines = input.wht_lines.map((line) => ({
    organizationId,
    id: newId(),
    certificateId,
    lineNumber: line.line_number,
    typeOfIncome: line.type_of_income,
    typeOfIncomeOtherDetails: line.type_of_income_other_details ?? null,
    taxRate: line.tax_rate,
    amount: line.amount,
    vatType: line.vat_type,
    income: out.lines.get(line.line_number)?.income ?? '0',
    tax: out.lines.get(line.line_number)?.tax ?? '0',
  }));
  return { header, lines };
}

export async function recordEvent(
  tx: Transaction,
  actor: Actor,
  certificateId: string,
  action: string,
  fromStatus: string | null,
  toStatus: string,
) {
  await tx.insert(whtCertificateEvents).values({
    organizationId: actor.organizationId,
    id: newId(),
    certificateId,
    action,
    fromStatus,
    toStatus,
    userId: actor.userId,
  });
}

/** The caller has been checked as a member by the route (before the idempotency key). */
export async function createWth(db: Database, actor: Actor, input: CreateWthRequest): Promise<Wth> {
  const { organizationId } = actor;
  return db.transaction(async (tx) => {
    if (input.paymentSlipId) {
      const [slip] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.organizationId, organizationId), eq(documents.id, input.paymentSlipId)));
      if (!slip)
        throw validationError([{ path: 'paymentSlipId', message: 'not a document of this organisation' }]);
    }
    return getWth(tx, organizationId, await insertCertificate(tx, actor, input));
  });
}

/**
 * Stores a certificate in the caller's transaction (its own running number, prefix WHT) and returns its id;
 * `issued` stores it ISSUED at once (a payment's certificate, decision 0170), with both events.
 */
export async function insertCertificate(
  tx: Transaction,
  actor: Actor,
  input: WthInput & { paymentSlipId?: string | undefined },
  issued = false,
): Promise<string> {
  const { organizationId } = actor;
  await checkDateOpen(tx, organizationId, input.date);
  const id = newId();
  const { header, lines } = await columnsOf(tx, organizationId, id, input);
  const number = await allocateNumber(tx, organizationId, documentSeries(PREFIX), input.date);
  await tx.insert(whtCertificates).values({
    organizationId,
    id,
    number,
    status: issued ? 'ISSUED' : 'AWAITING',
    paymentSlipId: input.paymentSlipId ?? null,
    createdBy: actor.userId,
    ...header,
  });
  await tx.insert(whtCertificateLines).values(lines);
  await recordEvent(tx, actor, id, 'CREATE', null, 'AWAITING');
  if (issued) await recordEvent(tx, actor, id, 'ISSUED', 'AWAITING', 'ISSUED');
  return id;
}

/** Replaces an AWAITING certificate (number kept); an issued or voided one is 409 NOT_EDITABLE. */
export async function updateWth(db: Database, actor: Actor, id: string, input: WthInput): Promise<Wth> {
  const { organizationId } = actor;
  return db.transaction(async (tx) => {
    const row = await findRow(tx, organizationId, id);
    if (!row) throw missing();
    if (row.status !== 'AWAITING') {
      throw new AppError(`${NS}.NOT_EDITABLE`, `A certificate in status ${row.status} cannot be changed.`);
    }
    // neither rewritten in a locked month nor moved out of one or into one
    await checkDateOpen(tx, organizationId, row.date);
    await checkDateOpen(tx, organizationId, input.date);
    const { header, lines } = await columnsOf(tx, organizationId, id, input);
    await tx
      .update(whtCertificates)
      .set({ ...header, updatedAt: new Date() })
      .where(and(ofOrg(organizationId), eq(whtCertificates.id, id)));
    await tx
      .delete(whtCertificateLines)
      .where(
        and(
          eq(whtCertificateLines.organizationId, organizationId),
          eq(whtCertificateLines.certificateId, id),
        ),
      );
    await tx.insert(whtCertificateLines).values(lines);
    await recordEvent(tx, actor, id, 'UPDATE', row.status, row.status);
    return getWth(tx, organizationId, id);
  });
}

/** Applies a life-cycle action (spec §4): 409 INVALID_TRANSITION when the status does not allow it. */
export async function changeWthStatus(db: Database, actor: Actor, id: string, action: string): Promise<Wth> {
  const { organizationId } = actor;
  return db.transaction(async (tx) => {
    const row = await findRow(tx, organizationId, id);
    if (!row) throw missing();
    const next = applyAction('WHT', row.status, action);
    if (!next.ok) {
      if (next.error.code === 'DOCUMENT.UNKNOWN_ACTION') {
        throw validationError([{ path: 'action', message: next.error.message }]);
      }
      throw new AppError(`${NS}.INVALID_TRANSITION`, next.error.message);
    }
    await checkDateOpen(tx, organizationId, row.date);
    await tx
      .update(whtCertificates)
      .set({ status: next.value, updatedAt: new Date() })
      .where(and(ofOrg(organizationId), eq(whtCertificates.id, id)));
    await recordEvent(tx, actor, id, action.trim().toUpperCase(), row.status, next.value);
    return getWth(tx, organizationId, id);
  });
}
