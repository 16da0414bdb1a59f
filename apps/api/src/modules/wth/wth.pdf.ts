// A stored certificate as the 50 ทวิ print model (pdf/wht-certificate-html.ts): the organisation is the payer
// (name, tax id, address, signature and seal images), the snapshot is the payee; the figures are recomputed by
// the domain from the stored lines, so the print can never disagree with the rules.
import type { Wth, wthPdfQuery } from '@banchee/contracts';
import { organizations, eq, type Database } from '@banchee/db';
import type { z } from 'zod';
import type { PdfFile } from '../../http/record-routes.ts';
import type { PdfRenderer } from '../../pdf/index.ts';
import { renderWhtCertificateHtml, type PrintableWhtCertificate } from '../../pdf/wht-certificate-html.ts';
import { printedImages } from '../organizations/index.ts';
import { certificateOf } from './wth.rules.ts';
import { getWth } from './wth.service.ts';

/** The organisation as the payer box of a 50 ทวิ prints it: name, tax id, address, signature and seal. */
export async function whtPayerOf(
  db: Database,
  organizationId: string,
): Promise<PrintableWhtCertificate['payer']> {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  const images = await printedImages(db, organizationId);
  const payerAddress = [organization?.address, organization?.zipCode].filter(Boolean).join(' ');
  return {
    name: organization?.name ?? '',
    ...(organization?.taxId ? { taxId: organization.taxId } : {}),
    ...(payerAddress ? { address: payerAddress } : {}),
    ...(images.signature ? { signature: images.signature } : {}),
    ...(images.stamp ? { stamp: images.stamp } : {}),
  };
}

export async function printableWthOf(db: Database, certificate: Wth): Promise<PrintableWhtCertificate> {
  const payeeAddress = certificate.contact.address;
  return {
    ...(certificate.book_number ? { bookNumber: certificate.book_number } : {}),
    number: certificate.number,
    payer: await whtPayerOf(db, certificate.organizationId),
    payee: {
      name: certificate.contact.contact_name,
      ...(certificate.contact.taxId ? { taxId: certificate.contact.taxId } : {}),
      ...(payeeAddress ? { address: payeeAddress } : {}),
    },
    ...(certificate.sequence_in_form ? { sequenceInForm: certificate.sequence_in_form } : {}),
    certificate: certificateOf({
      date: certificate.date,
      wthDoc: certificate.wthDoc,
      wht_lines: certificate.wht_lines,
    }),
    issueDate: certificate.issue_date,
    voided: certificate.status === 'VOID',
  };
}

/** Certificate {id} of the organisation as the 50 ทวิ PDF: copies 1 and 2, or one of them. */
export async function wthPdf(
  db: Database,
  renderer: PdfRenderer,
  organizationId: string,
  id: string,
  copy: z.infer<typeof wthPdfQuery>['copy'],
): Promise<PdfFile> {
  const certificate = await getWth(db, organizationId, id);
  const html = renderWhtCertificateHtml(
    await printableWthOf(db, certificate),
    copy === 'both' ? 'both' : copy === '1' ? 1 : 2,
  );
  return { bytes: await renderer.renderHtmlToPdf(html), fileName: `${certificate.number}.pdf` };
}
