// The CSS of the 50 ทวิ certificate: one A4 page per copy, boxes and lines as on the Revenue Department's form.
// Sizes in mm/pt; Thai needs a tall line (1.35+) so tone marks never touch the line above.
import { PRINT_FONT_FAMILY } from './sarabun-font.ts';

export const WHT_CERTIFICATE_STYLES = `
@page { size: A4; margin: 10mm 11mm 10mm 11mm; }
* { box-sizing: border-box; }
html { font-family: '${PRINT_FONT_FAMILY}'; font-size: 9pt; line-height: 1.35; color: #111;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; }
.sheet { position: relative; border: 1.2px solid #111; padding: 2.5mm 3mm; }
.sheet + .sheet { break-before: page; }
.copy-caption { font-size: 8.5pt; font-weight: 700; }
.void-mark { position: absolute; top: 95mm; left: 0; right: 0; text-align: center; font-size: 60pt; font-weight: 700;
  color: rgba(180, 0, 0, 0.35); letter-spacing: 8mm; pointer-events: none; }
.head { display: flex; align-items: flex-start; justify-content: space-between; margin: 1mm 0 2mm; }
.titles { flex: 1 1 auto; text-align: center; padding-left: 46mm; }
.title { font-size: 14pt; font-weight: 700; }
.title-sub { font-size: 10pt; font-weight: 700; }
.book { flex: 0 0 46mm; font-size: 9pt; }
.book-value { display: inline-block; min-width: 24mm; border-bottom: 1px dotted #111; font-weight: 700; padding: 0 1mm; }

.party { border: 1px solid #111; border-radius: 1.5mm; padding: 1.5mm 2.5mm; margin-bottom: 2mm; }
.party-head { display: flex; align-items: center; gap: 2mm; flex-wrap: wrap; }
.party-role { font-weight: 700; flex: 1 1 auto; }
.party-id-label { font-size: 8.5pt; }
.tax-id { display: inline-flex; gap: 1.5mm; }
.id-group { display: inline-flex; }
.id-cell { display: inline-block; width: 4.2mm; height: 5mm; border: 1px solid #111; margin-left: -1px; text-align: center;
  font-weight: 700; line-height: 5mm; font-size: 9.5pt; }
.field { display: flex; gap: 2mm; margin-top: 0.8mm; }
.field-label { white-space: nowrap; }
.field-value { flex: 1 1 auto; border-bottom: 1px dotted #111; min-height: 4.5mm; overflow-wrap: anywhere; }
.field-value.name { font-weight: 700; }
.forms, .condition { display: flex; flex-wrap: wrap; align-items: center; column-gap: 2.2mm; row-gap: 0.5mm; margin-top: 1mm; }
.seq { display: inline-block; min-width: 12mm; border: 1px solid #111; height: 4.5mm; text-align: center; margin: 0 1mm; }
.choice { white-space: nowrap; display: inline-flex; align-items: center; gap: 1mm; }
.box { display: inline-block; width: 3.4mm; height: 3.4mm; border: 1px solid #111; position: relative; }
.box.checked::after { content: ''; position: absolute; left: 0.9mm; top: -0.6mm; width: 1.2mm; height: 2.6mm;
  border: solid #111; border-width: 0 0.6mm 0.6mm 0; transform: rotate(45deg); }

table.income { width: 100%; border-collapse: collapse; table-layout: fixed; margin-bottom: 1.5mm; }
table.income col.w-date { width: 24mm; }
table.income col.w-amount { width: 27mm; }
table.income th { border: 1px solid #111; font-weight: 700; padding: 1mm; text-align: center; line-height: 1.2; }
table.income td { border-left: 1px solid #111; border-right: 1px solid #111; padding: 0.4mm 1.2mm; vertical-align: top; }
table.income td.c-type { font-size: 8.5pt; line-height: 1.3; }
table.income td.c-date { text-align: center; }
table.income .indent-1 { padding-left: 5mm; }
table.income .indent-2 { padding-left: 10mm; }
table.income .row-label { font-weight: 700; }
table.income .details { font-weight: 700; border-bottom: 1px dotted #111; }
table.income tr.filled td { font-weight: 700; }
table.income tr.filled td.c-type { font-weight: 400; }
table.income tbody tr:last-child td { padding-bottom: 1.5mm; }
table.income tfoot td { border: 1px solid #111; padding: 1mm 1.2mm; font-weight: 700; }
table.income .total-label { text-align: right; }
table.income .words { display: inline-block; margin-left: 2mm; padding: 0 3mm; background: #eee; border-radius: 1mm; }
.num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }

.funds { display: flex; flex-wrap: wrap; column-gap: 3mm; border: 1px solid #111; padding: 1mm 2.5mm; margin-bottom: 1.5mm; font-size: 8.5pt; }
.fund-amount, .fund-license { display: inline-block; min-width: 18mm; border-bottom: 1px dotted #111; text-align: right;
  font-weight: 700; }
.condition { border: 1px solid #111; padding: 1mm 2.5mm; margin-bottom: 1.5mm; }
.condition .field-label { font-weight: 700; }
.others { display: inline-block; min-width: 30mm; border-bottom: 1px dotted #111; }

.closing { display: flex; border: 1px solid #111; }
.warning { flex: 0 0 52mm; border-right: 1px solid #111; padding: 1.5mm 2mm; font-size: 8pt; }
.sign { flex: 1 1 auto; text-align: center; padding: 1.5mm 2mm; }
.sign-line { margin-top: 2mm; display: flex; align-items: flex-end; justify-content: center; gap: 2mm; }
.sign-space { display: inline-block; width: 55mm; height: 12mm; border-bottom: 1px dotted #111; position: relative; }
.sign-space .signature { position: absolute; left: 50%; bottom: 0; transform: translateX(-50%); max-height: 11mm; max-width: 50mm; }
.sign-date { margin-top: 1.5mm; }
.date-part { display: inline-block; min-width: 10mm; border-bottom: 1px dotted #111; font-weight: 700; }
.sign-caption { font-size: 8pt; }
.seal { flex: 0 0 24mm; display: flex; align-items: center; justify-content: center; text-align: center; font-size: 7.5pt;
  margin: 2mm; border: 1px dashed #777; border-radius: 50%; height: 22mm; align-self: center; position: relative; }
.seal .stamp { position: absolute; max-width: 22mm; max-height: 22mm; opacity: 0.85; }
`;
