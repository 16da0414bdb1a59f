// Certificates (50 ทวิ) received from customers who withheld tax (issue #11 §2). Mirrors
// 0017_received_wht_certificates.sql — the SQL file is the source of truth (composite foreign keys and checks).
import { date, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns } from './catalog-columns.ts';
import { users } from './platform.ts';

export const receivedWhtScanTypes = ['image/png', 'image/jpeg', 'application/pdf'] as const;

export const receivedWhtCertificates = pgTable(
  'received_wht_certificates',
  {
    ...tenantColumns(),
    documentId: uuid('document_id').notNull(),
    bookNumber: text('book_number'),
    certificateNumber: text('certificate_number').notNull(),
    certificateDate: date('certificate_date', { mode: 'string' }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 18, scale: 2 }).notNull(),
    notes: text('notes'),
    scanContentType: text('scan_content_type', { enum: receivedWhtScanTypes }),
    scanFileName: text('scan_file_name'),
    scanData: text('scan_data'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.id] }),
    unique('received_wht_certificates_document_key').on(t.organizationId, t.documentId),
  ],
);
