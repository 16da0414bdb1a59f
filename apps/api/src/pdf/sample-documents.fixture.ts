// Sample printable documents for the PDF tests, with totals computed by hand (the arithmetic is in the comments):
// a full tax invoice with Thai names and multi-line Thai descriptions, a credit note, an English quotation and a
// long invoice that runs over two pages.
import type { PrintableDocument, PrintableLine, PrintableSeller } from './printable-document.ts';

export const SELLER: PrintableSeller = {
  name: 'บริษัท บัญชีดี ซอฟต์แวร์ จำกัด',
  address: '99/9 อาคารสุขุมวิทไทย ชั้น 12 ถนนสุขุมวิท\nแขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
  taxId: '0105552029681',
  branch: '00000',
  phone: '02-123-4567',
  email: 'billing@banchee.example',
  promptPayId: '0105552029681',
};

/**
 * INV with VAT 7 % and WHT 3 % on the services:
 * lines 3 × 12,500.00 = 37,500.00; 10 × 545.00 − 150.00 = 5,300.00; 1 × 4,200.00 = 4,200.00; 2.5 × 59.50 = 148.75
 * subtotal 47,148.75 − document discount 148.75 = 47,000.00 = VAT base; VAT 7 % = 3,290.00; grand total 50,290.00
 * (ห้าหมื่นสองร้อยเก้าสิบบาทถ้วน); WHT 3 % of the services 37,500.00 + 4,200.00 = 41,700.00 → 1,251.00;
 * amount due 50,290.00 − 1,251.00 = 49,039.00.
 */
export const TAX_INVOICE: PrintableDocument = {
  kind: 'INV',
  number: 'INV202601050001',
  date: '2026-01-05',
  dueDate: '2026-02-04',
  reference: 'PO-2569/0042',
  seller: SELLER,
  buyer: {
    name: 'ห้างหุ้นส่วนจำกัด ศรีสุขการค้า (สาขาเชียงใหม่)',
    address: 'เลขที่ 12 หมู่ 3 ตำบลหนองป่าครั่ง อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่',
    zipCode: '50000',
    taxId: '0505561001235',
    branch: '00001',
    contactPerson: 'คุณพิมพ์ชนก ศรีสุข',
    phone: '053-111-222',
  },
  lines: [
    {
      name: 'บริการที่ปรึกษาด้านภาษีอากร',
      description:
        'ให้คำปรึกษาการยื่นแบบ ภ.พ.30 และ ภ.ง.ด.53\nประจำเดือนมกราคม–มีนาคม 2569 รวมการตรวจเอกสารประกอบการลงบัญชีทุกฉบับ',
      quantity: '3.0000',
      unit: 'เดือน',
      unitPrice: '12500.0000',
      discount: '0.00',
      amount: '37500.00',
    },
    {
      name: 'กระดาษถ่ายเอกสาร A4 80 แกรม',
      description: 'ยี่ห้อดับเบิ้ลเอ บรรจุกล่องละ 5 รีม จัดส่งถึงสำนักงานลูกค้า',
      quantity: '10.0000',
      unit: 'กล่อง',
      unitPrice: '545.0000',
      discount: '150.00',
      amount: '5300.00',
    },
    {
      name: 'ค่าติดตั้งโปรแกรมบัญชีและฝึกอบรมผู้ใช้งาน',
      description: 'ติดตั้งที่สำนักงานใหญ่ของลูกค้า ฝึกอบรมพนักงานฝ่ายบัญชี 2 วัน (วันเสาร์–อาทิตย์)',
      quantity: '1.0000',
      unit: 'งาน',
      unitPrice: '4200.0000',
      amount: '4200.00',
    },
    {
      name: 'น้ำดื่มบริสุทธิ์ตราช้างน้ำใส ขนาด 600 มล. (แพ็ค 12 ขวด)',
      quantity: '2.5000',
      unit: 'แพ็ค',
      unitPrice: '59.5000',
      amount: '148.75',
    },
  ],
  totals: {
    subtotal: '47148.75',
    discount: '148.75',
    amountAfterDiscount: '47000.00',
    vatBase: '47000.00',
    vatRate: '7',
    vat: '3290.00',
    grandTotal: '50290.00',
    withholdingTax: '1251.00',
    amountDue: '49039.00',
  },
  remarks: 'โอนเงินเข้าบัญชี ธนาคารกสิกรไทย สาขาสุขุมวิท 33 เลขที่บัญชี 123-4-56789-0\nชื่อบัญชี บริษัท บัญชีดี ซอฟต์แวร์ จำกัด',
  notes: 'กรุณาส่งหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ภายในวันที่ชำระเงิน',
  salesName: 'สมศักดิ์ ใจดี',
};

/**
 * CN against TAX_INVOICE: 10 boxes of paper returned damaged. Original value 47,000.00, correct value 42,000.00,
 * difference 5,000.00 (10 × 500.00), VAT 7 % on the difference 350.00, total 5,350.00 (ห้าพันสามร้อยห้าสิบบาทถ้วน).
 */
export const CREDIT_NOTE: PrintableDocument = {
  kind: 'CN',
  number: 'CN202601200001',
  date: '2026-01-20',
  seller: SELLER,
  buyer: TAX_INVOICE.buyer,
  lines: [
    {
      name: 'รับคืนกระดาษถ่ายเอกสาร A4 80 แกรม',
      description: 'สินค้าชำรุดจากการขนส่ง กล่องเปียกน้ำ',
      quantity: '10',
      unit: 'กล่อง',
      unitPrice: '500',
      amount: '5000.00',
    },
  ],
  totals: {
    subtotal: '5000.00',
    amountAfterDiscount: '5000.00',
    vatBase: '5000.00',
    vatRate: '7',
    vat: '350.00',
    grandTotal: '5350.00',
    amountDue: '5350.00',
  },
  adjustment: {
    originalDocumentNumber: 'INV202601050001',
    originalDocumentDate: '2026-01-05',
    originalValue: '47000.00',
    correctValue: '42000.00',
    difference: '5000.00',
    reason: 'สินค้าชำรุดเสียหาย (รับคืนสินค้า 10 กล่อง)',
  },
};

/**
 * An English quotation to a foreign buyer with a mobile PromptPay id: 1 × 30,000.00 + 12 × 500.00 = 36,000.00;
 * VAT 7 % 2,520.00; grand total 38,520.00 (สามหมื่นแปดพันห้าร้อยยี่สิบบาทถ้วน).
 */
export const ENGLISH_QUOTATION: PrintableDocument = {
  kind: 'QT',
  number: 'QT202603150007',
  date: '2026-03-15',
  dueDate: '2026-04-14',
  seller: {
    ...SELLER,
    name: 'Banchee Software Co., Ltd.',
    address: '99/9 Sukhumvit Road, Khlong Toei Nuea,\nWatthana, Bangkok 10110',
    promptPayId: '0801234567',
  },
  buyer: {
    name: 'Acme Trading Pte. Ltd.',
    address: '1 Raffles Place, #20-01, Singapore',
    zipCode: '048616',
    email: 'ap@acme.example',
  },
  lines: [
    {
      name: 'Website design',
      description: 'Five pages, Thai and English',
      quantity: '1',
      unit: 'job',
      unitPrice: '30000',
      amount: '30000.00',
    },
    {
      name: 'Hosting',
      description: '12 months, billed monthly',
      quantity: '12',
      unit: 'month',
      unitPrice: '500',
      amount: '6000.00',
    },
  ],
  totals: {
    subtotal: '36000.00',
    amountAfterDiscount: '36000.00',
    vatBase: '36000.00',
    vatRate: '7',
    vat: '2520.00',
    grandTotal: '38520.00',
    amountDue: '38520.00',
  },
  remarks: 'Valid for 30 days. Prices in Thai baht.',
  salesName: 'Somsak Jaidee',
};

/**
 * 40 lines of 1 × 100.00: subtotal 4,000.00, VAT 7 % 280.00, grand total 4,280.00 (สี่พันสองร้อยแปดสิบบาทถ้วน):
 * long enough to run over a second page.
 */
export const LONG_INVOICE: PrintableDocument = {
  ...TAX_INVOICE,
  number: 'INV202601060002',
  reference: undefined,
  lines: Array.from({ length: 40 }, (_, index): PrintableLine => ({
    name: `ค่าบริการจัดทำบัญชีรายการที่ ${index + 1}`,
    description: index % 3 === 0 ? 'ตรวจสอบใบสำคัญรับ-จ่ายและกระทบยอดเงินฝากธนาคาร' : undefined,
    quantity: '1',
    unit: 'รายการ',
    unitPrice: '100',
    amount: '100.00',
  })),
  totals: {
    subtotal: '4000.00',
    amountAfterDiscount: '4000.00',
    vatBase: '4000.00',
    vatRate: '7',
    vat: '280.00',
    grandTotal: '4280.00',
    amountDue: '4280.00',
  },
};
