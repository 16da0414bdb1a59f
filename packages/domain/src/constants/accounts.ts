// Default chart codes the posting rules use (thai-tax-reference §10 "suggested system account mapping") and
// the revenue account options of spec §9. Names match shared/data/chart-of-accounts-th.csv.

export const ACCOUNTS = {
  cashOnHand: '11111',
  bank: '11121',
  gatewayClearing: '11130',
  accountsReceivable: '11310',
  inventory: '11510',
  inputVat: '11610',
  undueInputVat: '11611',
  whtDeductedAtSource: '11630',
  accountsPayable: '21210',
  customerDeposits: '21510',
  securityDeposits: '21540',
  outputVat: '27111',
  undueOutputVat: '27112',
  salesGoods: '41110',
  salesServices: '41210',
  salesReturns: '41300',
  salesDiscounts: '41400',
  costOfGoodsSold: '51118',
  goodsReceivedNotInvoiced: '21240',
  purchasesDomestic: '51111.01',
  otherServicesExpense: '53036',
  whtBorneByPayer: '53075',
  bankCharges: '53033',
  roundingGain: '49080',
  roundingLoss: '53094',
} as const;

/** WHT payable account per return (thai-tax-reference §10: 27210–27250). */
export const WHT_PAYABLE_ACCOUNTS = {
  PND1: '27210',
  PND2: '27220',
  PND3: '27230',
  PND53: '27240',
  PND54: '27250',
} as const;

export type WhtReturn = keyof typeof WHT_PAYABLE_ACCOUNTS;

export type AccountCode = string;

export interface RevenueAccountOption {
  readonly code: string;
  readonly nameEn: string;
  readonly nameTh: string;
}

/** Revenue account options (spec §9), in the spec's order. */
export const REVENUE_ACCOUNT_OPTIONS = [
  { code: '41110', nameEn: 'Revenue from sale of goods', nameTh: 'รายได้จากการขายสินค้า' },
  { code: '41210', nameEn: 'Revenue from services', nameTh: 'รายได้จากการให้บริการ' },
  { code: '41300', nameEn: 'Sales returns and allowances', nameTh: 'รับคืนสินค้าและส่วนลดหลังการขาย' },
  { code: '41400', nameEn: 'Sales discounts', nameTh: 'ส่วนลดจ่าย' },
  { code: '49010', nameEn: 'Interest income', nameTh: 'ดอกเบี้ยรับ' },
  { code: '49020', nameEn: 'Dividend income', nameTh: 'เงินปันผลรับ' },
  { code: '49060', nameEn: 'Sale of scrap', nameTh: 'รายได้จากการขายเศษซาก' },
  { code: '49090', nameEn: 'Cash discounts received', nameTh: 'ส่วนลดรับ' },
  { code: '49880', nameEn: 'Gain (loss) on disposal of assets', nameTh: 'กำไร (ขาดทุน) จากการจำหน่ายทรัพย์สิน' },
  { code: '49890', nameEn: 'Exchange gain (loss)', nameTh: 'กำไร (ขาดทุน) จากอัตราแลกเปลี่ยน' },
  { code: '49910', nameEn: 'Grants received', nameTh: 'เงินอุดหนุนที่ได้รับ' },
  { code: '49920', nameEn: 'Compensation and penalties received', nameTh: 'ค่าชดเชยและค่าปรับที่ได้รับ' },
  { code: '49990', nameEn: 'Other income', nameTh: 'รายได้อื่น ๆ' },
] as const satisfies readonly RevenueAccountOption[];

export type RevenueAccountCode = (typeof REVENUE_ACCOUNT_OPTIONS)[number]['code'];

/** The expense accounts a purchase line may choose (spec §9): 51111.01 to 53032.99, compared as codes. */
export const EXPENSE_ACCOUNT_RANGE = { from: '51111.01', to: '53032.99' } as const;

/** A header account (53021 office rent) compares as 53021.00; codes are fixed-width, so text order is numeric. */
export function isExpenseAccountCode(code: string): boolean {
  if (!/^\d{5}(\.\d{2})?$/.test(code)) return false;
  const full = code.includes('.') ? code : `${code}.00`;
  return full >= EXPENSE_ACCOUNT_RANGE.from && full <= EXPENSE_ACCOUNT_RANGE.to;
}
