// Withholding-tax constants for the 50 Tawi certificate and the PND returns: income types (thai-tax-reference
// §2.4, OCA codes), payer conditions (§2.3, text-file codes 1/2/3) and the forms (§2.1). Rates are NOT here:
// they depend on income type, payee and date and belong to dated configuration.

export interface WithholdingIncomeType {
  readonly code: string;
  readonly section: string;
  readonly nameTh: string;
  readonly nameEn: string;
}

export const WITHHOLDING_INCOME_TYPES = [
  {
    code: '1',
    section: '40(1)',
    nameTh: 'เงินเดือน ค่าจ้าง เบี้ยเลี้ยง โบนัส ฯลฯ',
    nameEn: 'Salary, wages, allowances, bonus',
  },
  { code: '2', section: '40(2)', nameTh: 'ค่าธรรมเนียม ค่านายหน้า ฯลฯ', nameEn: 'Fees, commissions' },
  { code: '3', section: '40(3)', nameTh: 'ค่าแห่งลิขสิทธิ์ ฯลฯ', nameEn: 'Copyright and royalties' },
  { code: '4A', section: '40(4)(a)', nameTh: 'ดอกเบี้ย ฯลฯ', nameEn: 'Interest' },
  {
    code: '4B11',
    section: '40(4)(b)',
    nameTh: 'เงินปันผล ฯลฯ ที่มีเครดิตภาษี จากกำไรที่เสียภาษีร้อยละ 30',
    nameEn: 'Dividends with tax credit, profit taxed at 30%',
  },
  {
    code: '4B12',
    section: '40(4)(b)',
    nameTh: 'เงินปันผล ฯลฯ ที่มีเครดิตภาษี จากกำไรที่เสียภาษีร้อยละ 25',
    nameEn: 'Dividends with tax credit, profit taxed at 25%',
  },
  {
    code: '4B13',
    section: '40(4)(b)',
    nameTh: 'เงินปันผล ฯลฯ ที่มีเครดิตภาษี จากกำไรที่เสียภาษีร้อยละ 20',
    nameEn: 'Dividends with tax credit, profit taxed at 20%',
  },
  {
    code: '4B14',
    section: '40(4)(b)',
    nameTh: 'เงินปันผล ฯลฯ ที่มีเครดิตภาษี จากกำไรที่เสียภาษีอัตราอื่น',
    nameEn: 'Dividends with tax credit, profit taxed at another rate',
  },
  {
    code: '4B21',
    section: '40(4)(b)',
    nameTh: 'เงินปันผล ฯลฯ ที่ไม่มีเครดิตภาษี จากกิจการที่ได้รับยกเว้นภาษีเงินได้นิติบุคคล',
    nameEn: 'Dividends without tax credit: profit of a CIT-exempt business',
  },
  {
    code: '4B22',
    section: '40(4)(b)',
    nameTh: 'เงินปันผล ฯลฯ ที่ไม่มีเครดิตภาษี ที่ได้รับยกเว้นไม่ต้องนำมารวมคำนวณ',
    nameEn: 'Dividends without tax credit: exempt from inclusion',
  },
  {
    code: '4B23',
    section: '40(4)(b)',
    nameTh: 'เงินปันผล ฯลฯ ที่ไม่มีเครดิตภาษี จากกำไรหลังหักผลขาดทุนสุทธิยกมาไม่เกิน 5 ปี',
    nameEn: 'Dividends without tax credit: profit after loss carry-forward (≤ 5 years)',
  },
  {
    code: '4B24',
    section: '40(4)(b)',
    nameTh: 'เงินปันผล ฯลฯ ที่ไม่มีเครดิตภาษี จากกำไรที่รับรู้ทางบัญชีโดยวิธีส่วนได้เสีย',
    nameEn: 'Dividends without tax credit: equity-method profit',
  },
  {
    code: '4B25',
    section: '40(4)(b)',
    nameTh: 'เงินปันผล ฯลฯ ที่ไม่มีเครดิตภาษี อื่น ๆ',
    nameEn: 'Dividends without tax credit: other',
  },
  {
    code: '5',
    section: '3 เตรส',
    nameTh:
      'การจ่ายเงินได้ที่ต้องหักภาษี ณ ที่จ่าย ตามคำสั่งกรมสรรพากรที่ออกตามมาตรา 3 เตรส (ค่าจ้างทำของ ค่าบริการ ค่าเช่า ค่าขนส่ง ค่าโฆษณา ฯลฯ)',
    nameEn: 'Payments under the s.3 tres orders (hire of work, services, rent, transport, advertising, …)',
  },
  { code: '6', section: '-', nameTh: 'อื่น ๆ (ระบุ)', nameEn: 'Other (specify)' },
] as const satisfies readonly WithholdingIncomeType[];

export type WithholdingIncomeTypeCode = (typeof WITHHOLDING_INCOME_TYPES)[number]['code'];

export interface WithholdingPayerCondition {
  readonly code: string;
  /** The number written in RD text files and ticked on the 50 Tawi (PND3 numbering; verify for PND53). */
  readonly fileCode: string;
  readonly nameTh: string;
  readonly nameEn: string;
}

/** Payer conditions on the 50 Tawi; TAX_AT_SOURCE is the spec's default payer. */
export const WITHHOLDING_PAYER_CONDITIONS = [
  { code: 'TAX_AT_SOURCE', fileCode: '1', nameTh: 'หัก ณ ที่จ่าย', nameEn: 'Withheld at source' },
  {
    code: 'PAID_CONTINUOUSLY',
    fileCode: '2',
    nameTh: 'ออกให้ตลอดไป',
    nameEn: 'Paid by the payer permanently',
  },
  { code: 'PAID_ONE_TIME', fileCode: '3', nameTh: 'ออกให้ครั้งเดียว', nameEn: 'Paid by the payer one time' },
  { code: 'OTHERS', fileCode: '4', nameTh: 'อื่น ๆ (ระบุ)', nameEn: 'Other (specify)' },
] as const satisfies readonly WithholdingPayerCondition[];

export type WithholdingPayerConditionCode = (typeof WITHHOLDING_PAYER_CONDITIONS)[number]['code'];

export interface WithholdingForm {
  readonly code: string;
  readonly nameTh: string;
  readonly fileCode: string;
}

/** Form checkboxes on the 50 Tawi (thai-tax-reference §2.4) with the RD file codes where known (§2.5). */
export const WITHHOLDING_FORMS = [
  { code: 'PND1A', nameTh: 'ภ.ง.ด.1ก', fileCode: 'P01A' },
  { code: 'PND1A_SPECIAL', nameTh: 'ภ.ง.ด.1ก พิเศษ', fileCode: 'P01A' },
  { code: 'PND2', nameTh: 'ภ.ง.ด.2', fileCode: 'P02' },
  { code: 'PND3', nameTh: 'ภ.ง.ด.3', fileCode: 'P03' },
  { code: 'PND2A', nameTh: 'ภ.ง.ด.2ก', fileCode: 'P02A' },
  { code: 'PND3A', nameTh: 'ภ.ง.ด.3ก', fileCode: 'P03A' },
  { code: 'PND53', nameTh: 'ภ.ง.ด.53', fileCode: 'P53' },
] as const satisfies readonly WithholdingForm[];

export type WithholdingFormCode = (typeof WITHHOLDING_FORMS)[number]['code'];
