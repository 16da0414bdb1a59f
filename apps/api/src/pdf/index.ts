// Public face of the PDF engine: the Chromium renderer, the Sarabun font and the sales document template.
export {
  CHROMIUM_ARGS,
  DEBIAN_CHROMIUM_PATH,
  DEBIAN_HEADLESS_SHELL_PATH,
  PdfRendererUnavailableError,
  createPdfRenderer,
  defaultPdfPages,
  findChromiumExecutable,
  resolveChromiumExecutablePath,
} from './chromium-renderer.ts';
export type {
  ChromiumExecutable,
  ChromiumSource,
  FindChromiumOptions,
  PdfRenderOptions,
  PdfRenderer,
  PdfRendererOptions,
} from './chromium-renderer.ts';
export { countPdfPages } from './pdf-pages.ts';
export type * from './printable-document.ts';
export { isTaxInvoiceDocument, renderSalesDocumentHtml } from './document-html.ts';
export type { SalesDocumentLayout } from './document-html.ts';
export { renderSalesDocumentPdf } from './document-pdf.ts';
export { PRINT_FONT_FAMILY, getSarabunFontFaceCss } from './sarabun-font.ts';
