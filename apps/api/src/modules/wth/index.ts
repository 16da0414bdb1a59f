// Public entry point of the wth module (50 ทวิ certificates): what other modules may use (eslint.config.js
// refuses deep imports into another module; the composition root app.ts mounts the routes).
export {
  issuePaymentCertificates,
  paymentCertificates,
  voidPaymentCertificates,
  type PayingDocument,
  type PaymentCertificateSummary,
} from './wth.payments.ts';
// Public entry point of the wth module: the one 50 ทวิ renderer other modules print through (payroll's yearly
// certificate per employee uses it with stated figures; decision 0181).
export {
  renderWhtCertificateHtml,
  type PrintableWhtCertificate,
  type WhtCopies,
} from '../../pdf/wht-certificate-html.ts';
export { whtPayerOf } from './wth.pdf.ts';
