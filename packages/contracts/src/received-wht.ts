// The received-WHT tracker (issue #11 §2; decisions 0124–0125): for each receipt or cash sale where the customer
// withheld tax (posted to 11630), whether the customer's 50 ทวิ arrived. GET
// /received-wht/organization/{organizationId}?year&status&contactId → { data, byCustomer, totals };
// GET /received-wht/organization/{organizationId}/years → withheld tax by year (for the CIT return);
// PUT|DELETE /received-wht/documents/{documentId} records or forgets the certificate;
// PUT|GET|DELETE /received-wht/documents/{documentId}/scan holds its scan (PNG, JPEG or PDF, ≤ 700 KB).
import { z } from 'zod';
import { fiscalYearSchema, isoDateSchema, nonNegativeDecimal, text, timestamp, uuid } from './common.ts';

export const RECEIVED_WHT_STATUSES = ['MISSING', 'RECEIVED'] as const;
export const RECEIVED_WHT_SCAN_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
/** The largest scan accepted, decoded: 700 KB (its base64 must fit the 1 MiB request limit). */
export const RECEIVED_WHT_SCAN_MAX_BYTES = 700 * 1024;

const money = z.string();

export const receivedWhtQuery = z.object({
  year: z.coerce.number().pipe(fiscalYearSchema).optional(),
  status: z.enum(['MISSING', 'RECEIVED', 'ALL']).default('ALL'),
  contactId: uuid.optional(),
});
export type ReceivedWhtQuery = z.infer<typeof receivedWhtQuery>;

export const documentIdParams = z.object({ documentId: uuid });

/** PUT /received-wht/documents/{documentId}: the certificate as the customer issued it. */
export const receivedWhtInput = z
  .object({
    bookNumber: text(30).optional(),
    certificateNumber: text(60),
    certificateDate: isoDateSchema,
    /** The tax the certificate states; must be above 0. */
    taxAmount: nonNegativeDecimal(2, 'an amount with at most 2 places').refine(
      (value) => /[1-9]/.test(value),
      'must be above 0',
    ),
    notes: text(1000).optional(),
  })
  .meta({ id: 'ReceivedWhtInput' });
export type ReceivedWhtInput = z.infer<typeof receivedWhtInput>;

/** PUT /received-wht/documents/{documentId}/scan: the file as base64 (no data: prefix). */
export const receivedWhtScanInput = z
  .object({
    contentType: z.enum(RECEIVED_WHT_SCAN_TYPES),
    fileName: text(200).optional(),
    data: z
      .string()
      .max(Math.ceil(RECEIVED_WHT_SCAN_MAX_BYTES / 3) * 4, 'the scan is larger than 700 KB')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'the scan must be base64'),
  })
  .meta({ id: 'ReceivedWhtScanInput' });
export type ReceivedWhtScanInput = z.infer<typeof receivedWhtScanInput>;

export const receivedWhtCertificate = z.object({
  id: uuid,
  bookNumber: z.string().optional(),
  certificateNumber: z.string(),
  certificateDate: z.string(),
  taxAmount: money,
  notes: z.string().optional(),
  /** The certificate states another tax than the 11630 posted for the document. */
  differs: z.boolean(),
  scan: z
    .object({
      contentType: z.enum(RECEIVED_WHT_SCAN_TYPES),
      fileName: z.string().optional(),
      bytes: z.number().int(),
    })
    .optional(),
  updated_at: timestamp,
});

export const receivedWhtRow = z
  .object({
    documentId: uuid,
    kind: z.string(),
    number: z.string(),
    date: z.string(),
    contactId: uuid.optional(),
    contactName: z.string().optional(),
    contactTaxId: z.string().optional(),
    /** Net tax the customer withheld, as posted to 11630 for this document. */
    withheld: money,
    status: z.enum(RECEIVED_WHT_STATUSES),
    certificate: receivedWhtCertificate.optional(),
  })
  .meta({ id: 'ReceivedWhtRow' });
export type ReceivedWhtRow = z.infer<typeof receivedWhtRow>;

const tally = {
  documents: z.number().int(),
  missingDocuments: z.number().int(),
  withheld: money,
  received: money,
  missing: money,
};

export const receivedWhtList = z
  .object({
    data: z.array(receivedWhtRow),
    /** Every customer with withheld tax in the filter, those with missing certificates first. */
    byCustomer: z.array(
      z.object({ contactId: uuid.optional(), contactName: z.string().optional(), ...tally }),
    ),
    totals: z.object(tally),
  })
  .meta({ id: 'ReceivedWhtList' });
export type ReceivedWhtList = z.infer<typeof receivedWhtList>;

export const receivedWhtYears = z
  .object({ data: z.array(z.object({ year: z.number().int(), ...tally })) })
  .meta({ id: 'ReceivedWhtYears' });
export type ReceivedWhtYears = z.infer<typeof receivedWhtYears>;
