// The print stylesheet of the document template (document-html.ts): A4 pages, Sarabun, the boxes and tables.
import { PRINT_FONT_FAMILY } from './sarabun-font.ts';

export const STYLES = `
@page { size: A4; margin: 12mm 12mm 16mm 12mm; }
* { box-sizing: border-box; }
html { font-family: '${PRINT_FONT_FAMILY}'; font-size: 10pt; line-height: 1.45; color: #1a1a1a;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; }
.sheet + .sheet { break-before: page; }
h1 { margin: 0; }
.nowrap { white-space: nowrap; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
.address, .item-desc, .remarks, .buyer-name, .seller-name, .item-name { overflow-wrap: anywhere; }

.doc-head { display: flex; justify-content: space-between; gap: 6mm; margin-bottom: 4mm; }
.seller { flex: 1 1 auto; min-width: 0; }
.seller-name { font-size: 13pt; font-weight: 700; line-height: 1.35; margin-bottom: 1mm; }
.branch { font-weight: 700; white-space: nowrap; }
.title-box { flex: 0 0 78mm; text-align: right; }
.copy-mark { display: inline-block; border: 1px solid #1f3a5f; color: #1f3a5f; border-radius: 2mm; padding: 0.3mm 3mm;
  font-weight: 700; font-size: 10pt; margin-bottom: 1.5mm; text-align: center; }
.copy-mark.copy-copy { border-style: dashed; }
.copy-sub { display: block; font-size: 8pt; font-weight: 400; line-height: 1.2; }
.title { font-size: 17pt; font-weight: 700; color: #1f3a5f; line-height: 1.35; }
.title-sub { font-size: 11pt; color: #1f3a5f; line-height: 1.3; }
.set-note { margin-top: 1mm; font-size: 9pt; font-weight: 700; }
.set-note .en { font-weight: 400; }

.parties { display: flex; gap: 4mm; margin-bottom: 3mm; }
.box { border: 1px solid #9aa7b5; border-radius: 2mm; padding: 2mm 3mm; }
.buyer { flex: 1 1 auto; min-width: 0; }
.box-label { font-size: 8.5pt; color: #555; }
.buyer-name { font-weight: 700; font-size: 11pt; }
.meta { flex: 0 0 70mm; }
.meta table { border-collapse: collapse; width: 100%; }
.meta th { text-align: left; font-weight: 400; color: #555; padding: 0.3mm 2mm 0.3mm 0; white-space: nowrap; vertical-align: top; width: 1%; }
.meta td { font-weight: 700; padding: 0.3mm 0; overflow-wrap: anywhere; }
.adjustment-ref, .settles { margin-bottom: 3mm; }

table.items { width: 100%; border-collapse: collapse; table-layout: fixed; margin-bottom: 3mm; }
table.items col.w-no { width: 10mm; }
table.items col.w-qty { width: 18mm; }
table.items col.w-unit { width: 15mm; }
table.items col.w-price { width: 23mm; }
table.items col.w-disc { width: 19mm; }
table.items col.w-amount { width: 26mm; }
table.items thead { display: table-header-group; }
table.items th { background: #e8edf3; border-top: 1px solid #1f3a5f; border-bottom: 1px solid #1f3a5f; font-weight: 700;
  padding: 1mm 1.5mm; text-align: center; vertical-align: bottom; line-height: 1.25; }
table.items th.c-desc { text-align: left; }
table.items th.num { text-align: right; }
.caption-en { display: block; font-size: 7.5pt; font-weight: 400; color: #444; }
table.items td { padding: 1.2mm 1.5mm; vertical-align: top; border-bottom: 1px solid #d5dce4; }
table.items tr { break-inside: avoid; }
td.c-no, td.c-unit { text-align: center; }
.item-name { font-weight: 700; }
.item-desc { color: #333; font-size: 9.5pt; }

.closing { break-inside: avoid; }
.summary { display: flex; gap: 5mm; align-items: flex-start; }
.summary-left { flex: 1 1 auto; min-width: 0; }
.summary-right { flex: 0 0 82mm; }
.words { border: 1px solid #9aa7b5; border-radius: 2mm; padding: 1.5mm 3mm; margin-bottom: 2mm; background: #f4f6f9; }
.words-label { display: block; font-size: 8.5pt; color: #555; }
.words-text { font-weight: 700; }
.payment { margin-bottom: 2mm; display: flex; flex-wrap: wrap; column-gap: 4mm; }
.remarks { margin-bottom: 2mm; font-size: 9.5pt; }
.remarks-label { font-weight: 700; font-size: 9pt; }
table.totals { width: 100%; border-collapse: collapse; }
table.totals th { text-align: left; font-weight: 400; padding: 0.6mm 2mm 0.6mm 0; }
table.totals td { padding: 0.6mm 0 0.6mm 2mm; }
table.totals tr.grand th, table.totals tr.grand td { font-weight: 700; font-size: 11pt; border-top: 1px solid #1f3a5f;
  border-bottom: 3px double #1f3a5f; padding-top: 1mm; padding-bottom: 1mm; }
table.totals tr.due th, table.totals tr.due td { font-weight: 700; }
.vat-note { font-size: 8.5pt; text-align: right; color: #555; }

.sign-row { display: flex; gap: 5mm; margin-top: 6mm; align-items: flex-end; }
.promptpay { flex: 0 0 auto; display: flex; gap: 2mm; align-items: center; border: 1px solid #9aa7b5; border-radius: 2mm; padding: 2mm; }
.promptpay img { width: 26mm; height: 26mm; display: block; }
.promptpay-text { font-size: 8.5pt; line-height: 1.35; max-width: 30mm; overflow-wrap: anywhere; }
.sign-box { flex: 1 1 0; text-align: center; font-size: 9pt; }
.sign-for { min-height: 5mm; font-size: 8.5pt; overflow-wrap: anywhere; }
.sign-line { border-bottom: 1px dotted #333; height: 14mm; margin: 0 4mm 1mm; position: relative; }
.sign-line .signature { position: absolute; left: 50%; bottom: 0; transform: translateX(-50%); max-height: 13mm; max-width: 40mm; }
.sign-line .stamp { position: absolute; right: 0; bottom: -4mm; max-height: 20mm; max-width: 20mm; opacity: 0.85; }
.seller .logo { display: block; max-height: 16mm; max-width: 45mm; margin-bottom: 1.5mm; }
.sign-label { font-weight: 700; }
.sign-date { color: #444; }
`;
