// Expense lines and items' purchase accounts choose an account of spec §9's range (51111.01–53032.99), postable
// and active (the range itself: the domain's isExpenseAccountCode, tested there).
import { describe, expect, it } from 'vitest';
import { expenseAccountOptions } from './expense-accounts';

describe('expense line accounts', () => {
  it('offers postable, active accounts of the range with the name in the UI language', () => {
    const chart = [
      { code: '51111', nameTh: 'ซื้อสินค้า', nameEn: 'Purchases', isPostable: false, isActive: true },
      {
        code: '51111.01',
        nameTh: 'ซื้อสินค้า - ในประเทศ',
        nameEn: 'Purchases - domestic',
        isPostable: true,
        isActive: true,
      },
      { code: '53031', nameTh: 'ค่าสอบบัญชี', nameEn: 'Audit fee', isPostable: true, isActive: false },
      { code: '53032.01', nameTh: 'ค่าทำบัญชี', nameEn: 'Bookkeeping fees', isPostable: true, isActive: true },
      { code: '53033', nameTh: 'ค่าธรรมเนียมธนาคาร', nameEn: 'Bank charges', isPostable: true, isActive: true },
    ];
    expect(expenseAccountOptions(chart, 'th')).toEqual([
      { value: '51111.01', label: '51111.01 ซื้อสินค้า - ในประเทศ' },
      { value: '53032.01', label: '53032.01 ค่าทำบัญชี' },
    ]);
    expect(expenseAccountOptions(chart, 'en').map((option) => option.label)).toEqual([
      '51111.01 Purchases - domestic',
      '53032.01 Bookkeeping fees',
    ]);
  });
});
