// Credit-note and debit-note reasons (spec §9), in Thai and English, for products and for services. Each
// carries the ETDA purpose code used in the e-Tax XML (thai-tax-reference §1.7); reasons the ETDA list has no
// code for ("return of deposit") map to the "other" code of their group.

export type ReasonItemType = 'PRODUCT' | 'SERVICE';

export interface DocumentReason {
  readonly code: string;
  readonly itemType: ReasonItemType;
  readonly etdaCode: string;
  readonly nameTh: string;
  readonly nameEn: string;
  /** The user must type a description (the "other" reason). */
  readonly requiresDescription: boolean;
}

export const CREDIT_NOTE_REASONS_PRODUCT = [
  {
    code: 'PRODUCT_DISCOUNT_UNMET_CONDITIONS',
    itemType: 'PRODUCT',
    etdaCode: 'CDNG01',
    nameTh: 'ลดราคาสินค้าหลังออกใบกำกับภาษี เนื่องจากสินค้าไม่เป็นไปตามเงื่อนไข',
    nameEn: 'Discount after invoice for goods not meeting the agreed conditions',
    requiresDescription: false,
  },
  {
    code: 'PRODUCT_DAMAGED',
    itemType: 'PRODUCT',
    etdaCode: 'CDNG02',
    nameTh: 'สินค้าชำรุดเสียหาย',
    nameEn: 'Damaged products',
    requiresDescription: false,
  },
  {
    code: 'PRODUCT_SHORTAGE',
    itemType: 'PRODUCT',
    etdaCode: 'CDNG03',
    nameTh: 'สินค้าขาดจำนวนตามที่ตกลงกัน',
    nameEn: 'Shortage in quantity',
    requiresDescription: false,
  },
  {
    code: 'PRODUCT_OVERCHARGED',
    itemType: 'PRODUCT',
    etdaCode: 'CDNG04',
    nameTh: 'คำนวณราคาสินค้าผิดพลาดสูงกว่าที่เป็นจริง',
    nameEn: 'Overcharged unit price',
    requiresDescription: false,
  },
  {
    code: 'PRODUCT_RETURNED',
    itemType: 'PRODUCT',
    etdaCode: 'CDNG05',
    nameTh: 'รับคืนสินค้า / ลูกค้าปฏิเสธสินค้า',
    nameEn: 'Customer returned or rejected the products',
    requiresDescription: false,
  },
  {
    code: 'PRODUCT_DEPOSIT_RETURN',
    itemType: 'PRODUCT',
    etdaCode: 'CDNG99',
    nameTh: 'คืนเงินมัดจำค่าสินค้า',
    nameEn: 'Return of product deposit',
    requiresDescription: false,
  },
  {
    code: 'PRODUCT_OTHER',
    itemType: 'PRODUCT',
    etdaCode: 'CDNG99',
    nameTh: 'เหตุอื่น (ระบุ)',
    nameEn: 'Other (describe)',
    requiresDescription: true,
  },
] as const satisfies readonly DocumentReason[];

export const CREDIT_NOTE_REASONS_SERVICE = [
  {
    code: 'SERVICE_DISCOUNT_UNMET_CONDITIONS',
    itemType: 'SERVICE',
    etdaCode: 'CDNS01',
    nameTh: 'ลดราคาค่าบริการหลังออกใบกำกับภาษี เนื่องจากบริการไม่เป็นไปตามเงื่อนไข',
    nameEn: 'Discount after invoice for services not meeting the agreed conditions',
    requiresDescription: false,
  },
  {
    code: 'SERVICE_INCORRECT_UNIT',
    itemType: 'SERVICE',
    etdaCode: 'CDNS02',
    nameTh: 'ค่าบริการขาดจำนวน / หน่วยบริการไม่ถูกต้อง',
    nameEn: 'Incorrect unit of service',
    requiresDescription: false,
  },
  {
    code: 'SERVICE_OVERCHARGED',
    itemType: 'SERVICE',
    etdaCode: 'CDNS03',
    nameTh: 'คำนวณราคาค่าบริการผิดพลาดสูงกว่าที่เป็นจริง',
    nameEn: 'Overcharged unit price',
    requiresDescription: false,
  },
  {
    code: 'SERVICE_CONTRACT_TERMINATED',
    itemType: 'SERVICE',
    etdaCode: 'CDNS04',
    nameTh: 'บอกเลิกสัญญาบริการ',
    nameEn: 'Termination of the service contract',
    requiresDescription: false,
  },
  {
    code: 'SERVICE_DEPOSIT_RETURN',
    itemType: 'SERVICE',
    etdaCode: 'CDNS99',
    nameTh: 'คืนเงินมัดจำค่าบริการ',
    nameEn: 'Return of service deposit',
    requiresDescription: false,
  },
  {
    code: 'SERVICE_OTHER',
    itemType: 'SERVICE',
    etdaCode: 'CDNS99',
    nameTh: 'เหตุอื่น (ระบุ)',
    nameEn: 'Other (describe)',
    requiresDescription: true,
  },
] as const satisfies readonly DocumentReason[];

/** Debit-note reasons (ETDA list, thai-tax-reference §1.7); the spec shows none of its own. */
export const DEBIT_NOTE_REASONS = [
  {
    code: 'PRODUCT_MORE_DELIVERED',
    itemType: 'PRODUCT',
    etdaCode: 'DBNG01',
    nameTh: 'มีการเพิ่มราคาค่าสินค้า (สินค้าเกินกว่าจำนวนที่ตกลงกัน)',
    nameEn: 'Price increased: more goods delivered than agreed',
    requiresDescription: false,
  },
  {
    code: 'PRODUCT_UNDERCHARGED',
    itemType: 'PRODUCT',
    etdaCode: 'DBNG02',
    nameTh: 'คำนวณราคาสินค้าผิดพลาดต่ำกว่าที่เป็นจริง',
    nameEn: 'Price of goods calculated too low',
    requiresDescription: false,
  },
  {
    code: 'PRODUCT_OTHER',
    itemType: 'PRODUCT',
    etdaCode: 'DBNG99',
    nameTh: 'เหตุอื่น (ระบุ)',
    nameEn: 'Other (describe)',
    requiresDescription: true,
  },
  {
    code: 'SERVICE_MORE_PROVIDED',
    itemType: 'SERVICE',
    etdaCode: 'DBNS01',
    nameTh: 'การเพิ่มราคาค่าบริการ (บริการเกินกว่าข้อกำหนดที่ตกลงกัน)',
    nameEn: 'Price increased: more service than agreed',
    requiresDescription: false,
  },
  {
    code: 'SERVICE_UNDERCHARGED',
    itemType: 'SERVICE',
    etdaCode: 'DBNS02',
    nameTh: 'คำนวณราคาค่าบริการผิดพลาดต่ำกว่าที่เป็นจริง',
    nameEn: 'Service price calculated too low',
    requiresDescription: false,
  },
  {
    code: 'SERVICE_OTHER',
    itemType: 'SERVICE',
    etdaCode: 'DBNS99',
    nameTh: 'เหตุอื่น (ระบุ)',
    nameEn: 'Other (describe)',
    requiresDescription: true,
  },
] as const satisfies readonly DocumentReason[];

/** The credit-note pick-list for a line's item type (spec §5: depends on product vs service). */
export function creditNoteReasonsFor(itemType: ReasonItemType): readonly DocumentReason[] {
  return itemType === 'SERVICE' ? CREDIT_NOTE_REASONS_SERVICE : CREDIT_NOTE_REASONS_PRODUCT;
}
