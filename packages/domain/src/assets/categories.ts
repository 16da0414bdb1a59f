// The asset categories every organisation starts with (decision 0140): the chart's cost, accumulated
// depreciation and expense accounts (shared/data/chart-of-accounts-th.csv), a useful life for the books, and the
// maximum tax rate per year of Royal Decree No. 145 B.E. 2527 s.4 (thai-tax-reference §4.6). Land is not a
// category here: it is never depreciated.

export interface DefaultAssetCategory {
  readonly code: string;
  readonly name: string;
  readonly assetAccount: string;
  readonly accumulatedAccount: string;
  readonly expenseAccount: string;
  readonly usefulLifeYears: number;
  /** Percent a year, 4 places ("33.3333" is 100 ÷ 3: computers over three years). */
  readonly taxMaxRate: string;
}

export const DEFAULT_ASSET_CATEGORIES: readonly DefaultAssetCategory[] = [
  {
    code: 'BLD',
    name: 'อาคาร',
    assetAccount: '12420',
    accumulatedAccount: '12421',
    expenseAccount: '53061',
    usefulLifeYears: 20,
    taxMaxRate: '5.0000',
  },
  {
    code: 'IMP',
    name: 'ส่วนปรับปรุงอาคาร',
    assetAccount: '12430',
    accumulatedAccount: '12431',
    expenseAccount: '53061',
    usefulLifeYears: 20,
    taxMaxRate: '5.0000',
  },
  {
    code: 'MCH',
    name: 'เครื่องจักรและอุปกรณ์',
    assetAccount: '12440',
    accumulatedAccount: '12441',
    expenseAccount: '53062',
    usefulLifeYears: 5,
    taxMaxRate: '20.0000',
  },
  {
    code: 'FUR',
    name: 'เครื่องตกแต่งและติดตั้ง',
    assetAccount: '12450',
    accumulatedAccount: '12451',
    expenseAccount: '53063',
    usefulLifeYears: 5,
    taxMaxRate: '20.0000',
  },
  {
    code: 'OFF',
    name: 'อุปกรณ์สำนักงาน',
    assetAccount: '12460',
    accumulatedAccount: '12461',
    expenseAccount: '53063',
    usefulLifeYears: 5,
    taxMaxRate: '20.0000',
  },
  {
    code: 'COM',
    name: 'เครื่องคอมพิวเตอร์',
    assetAccount: '12470',
    accumulatedAccount: '12471',
    expenseAccount: '53064',
    usefulLifeYears: 3,
    taxMaxRate: '33.3333',
  },
  {
    code: 'VEH',
    name: 'ยานพาหนะ',
    assetAccount: '12480',
    accumulatedAccount: '12481',
    expenseAccount: '53065',
    usefulLifeYears: 5,
    taxMaxRate: '20.0000',
  },
  {
    code: 'SW',
    name: 'โปรแกรมคอมพิวเตอร์',
    assetAccount: '12610',
    accumulatedAccount: '12611',
    expenseAccount: '53067',
    usefulLifeYears: 3,
    taxMaxRate: '33.3333',
  },
  {
    code: 'IP',
    name: 'เครื่องหมายการค้าและสิทธิบัตร',
    assetAccount: '12620',
    accumulatedAccount: '12621',
    expenseAccount: '53067',
    usefulLifeYears: 10,
    taxMaxRate: '10.0000',
  },
];
