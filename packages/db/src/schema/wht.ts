// Withholding-tax certificates "50 ทวิ" (issue #11 §2, route `wth`). Mirrors 0011_wht_certificates.sql — the SQL
// file is the source of truth (composite foreign keys and checks live there); numeric columns come back as
// decimal strings.
import {
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns } from './catalog-columns.ts';
import { users } from './platform.ts';

/** A payee's address parts as a certificate keeps them (the domain's ThaiAddress). */
export interface ThaiAddressParts {
  readonly number?: string;
  readonly road?: string;
  readonly subDistrict?: string;
  readonly district?: string;
  readonly province?: string;
  readonly postcode?: string;
  readonly subDistrictCode?: string;
}

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const isoDate = (name: string) => date(name, { mode: 'string' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const whtCertificates = pgTable(
  'wht_certificates',
  {
    ...tenantColumns(),
    number: text('number').notNull(),
    bookNumber: text('book_number'),
    status: text('status', { enum: ['AWAITING', 'ISSUED', 'VOID'] }).notNull(),
    date: isoDate('date').notNull(),
    issueDate: isoDate('issue_date').notNull(),
    sequenceInForm: text('sequence_in_form'),
    contactId: uuid('contact_id'),
    contactName: text('contact_name').notNull(),
    contactAddress: text('contact_address'),
    /** The payee's address in parts when the contact had them (migration 0056). */
    contactAddressParts: jsonb('contact_address_parts').$type<ThaiAddressParts>(),
    contactTaxId: text('contact_tax_id'),
    contactBranch: text('contact_branch'),
    paymentSlipId: uuid('payment_slip_id'),
    formType: text('form_type', {
      enum: ['PND1A', 'PND1A_SPECIAL', 'PND2', 'PND3', 'PND2A', 'PND3A', 'PND53'],
    }).notNull(),
    formYear: integer('form_year').notNull(),
    payer: text('payer', {
      enum: ['TAX_AT_SOURCE', 'PAID_CONTINUOUSLY', 'PAID_ONE_TIME', 'OTHERS'],
    }).notNull(),
    payerOthers: text('payer_others'),
    providentLicenseNo: text('provident_license_no'),
    providentAmount: money('provident_amount'),
    providentSocialSecFund: money('provident_social_sec_fund'),
    remarks: text('remarks'),
    totalAmount: money('total_amount').notNull(),
    totalTax: money('total_tax').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('wht_certificates_number_key').on(t.organizationId, t.number),
  ],
);

export const whtCertificateLines = pgTable(
  'wht_certificate_lines',
  {
    ...tenantColumns(),
    certificateId: uuid('certificate_id').notNull(),
    lineNumber: smallint('line_number').notNull(),
    typeOfIncome: text('type_of_income').notNull(),
    typeOfIncomeOtherDetails: text('type_of_income_other_details'),
    taxRate: numeric('tax_rate', { precision: 7, scale: 4 }).notNull(),
    amount: money('amount').notNull(),
    vatType: text('vat_type', { enum: ['EXCLUSIVE', 'INCLUSIVE'] }).notNull(),
    income: money('income').notNull(),
    tax: money('tax').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);

export const whtCertificateEvents = pgTable(
  'wht_certificate_events',
  {
    ...tenantColumns(),
    certificateId: uuid('certificate_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    userId: uuid('user_id').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.id] })],
);
