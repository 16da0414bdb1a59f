// A sales document as PDF bytes: the print template rendered by the shared Chromium renderer. With the original
// and the copy in one file, a first pass measures how many pages one copy takes so that the footer of each copy
// can say "หน้า x/y" with its own y.
import { countPdfPages } from './pdf-pages.ts';
import type { PdfRenderer } from './chromium-renderer.ts';
import type { PrintableDocument, PrintOptions } from './printable-document.ts';
import { renderSalesDocumentHtml } from './document-html.ts';

export async function renderSalesDocumentPdf(
  renderer: PdfRenderer,
  doc: PrintableDocument,
  options: PrintOptions = {},
): Promise<Uint8Array> {
  if ((options.copy ?? 'original') !== 'both') {
    return renderer.renderHtmlToPdf(renderSalesDocumentHtml(doc, options));
  }
  // The copy differs from the original only in its mark (same box size), so both take the same pages and the
  // page count of the original alone is the y of both.
  const originalOnly = await renderer.renderHtmlToPdf(
    renderSalesDocumentHtml(doc, { ...options, copy: 'original' }),
  );
  const pagesPerCopy = countPdfPages(originalOnly);
  return renderer.renderHtmlToPdf(renderSalesDocumentHtml(doc, options, { pagesPerCopy }));
}
