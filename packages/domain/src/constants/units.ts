// The 23 common Thai units of measure (spec §9 names piece, box, set, month, day, meter "and others"; the
// rest are the units Thai SME invoices use most). unece is the UN/ECE Recommendation 20 code used by the
// e-Tax XML BilledQuantity@unitCode (thai-tax-reference §8.3).

export interface UnitOfMeasure {
  readonly code: string;
  readonly nameTh: string;
  readonly nameEn: string;
  readonly unece: string;
}

export const UNITS_OF_MEASURE = [
  { code: 'PIECE', nameTh: 'ชิ้น', nameEn: 'piece', unece: 'H87' },
  { code: 'BOX', nameTh: 'กล่อง', nameEn: 'box', unece: 'XBX' },
  { code: 'SET', nameTh: 'ชุด', nameEn: 'set', unece: 'SET' },
  { code: 'MONTH', nameTh: 'เดือน', nameEn: 'month', unece: 'MON' },
  { code: 'DAY', nameTh: 'วัน', nameEn: 'day', unece: 'DAY' },
  { code: 'METER', nameTh: 'เมตร', nameEn: 'meter', unece: 'MTR' },
  { code: 'UNIT', nameTh: 'อัน', nameEn: 'unit', unece: 'C62' },
  { code: 'ITEM', nameTh: 'ตัว', nameEn: 'item', unece: 'EA' },
  { code: 'MACHINE', nameTh: 'เครื่อง', nameEn: 'machine', unece: 'C62' },
  { code: 'TIME', nameTh: 'ครั้ง', nameEn: 'time', unece: 'C62' },
  { code: 'HOUR', nameTh: 'ชั่วโมง', nameEn: 'hour', unece: 'HUR' },
  { code: 'YEAR', nameTh: 'ปี', nameEn: 'year', unece: 'ANN' },
  { code: 'PERSON', nameTh: 'คน', nameEn: 'person', unece: 'IE' },
  { code: 'JOB', nameTh: 'งาน', nameEn: 'job', unece: 'E48' },
  { code: 'PACK', nameTh: 'แพ็ค', nameEn: 'pack', unece: 'XPK' },
  { code: 'DOZEN', nameTh: 'โหล', nameEn: 'dozen', unece: 'DZN' },
  { code: 'KILOGRAM', nameTh: 'กิโลกรัม', nameEn: 'kilogram', unece: 'KGM' },
  { code: 'GRAM', nameTh: 'กรัม', nameEn: 'gram', unece: 'GRM' },
  { code: 'LITRE', nameTh: 'ลิตร', nameEn: 'litre', unece: 'LTR' },
  { code: 'ROLL', nameTh: 'ม้วน', nameEn: 'roll', unece: 'XRO' },
  { code: 'SHEET', nameTh: 'แผ่น', nameEn: 'sheet', unece: 'XST' },
  { code: 'BOTTLE', nameTh: 'ขวด', nameEn: 'bottle', unece: 'XBO' },
  { code: 'BAG', nameTh: 'ถุง', nameEn: 'bag', unece: 'XBG' },
] as const satisfies readonly UnitOfMeasure[];

export type UnitOfMeasureCode = (typeof UNITS_OF_MEASURE)[number]['code'];
