// The demo organisation seeded on first start (empty database): a Thai company with a valid tax id, a demo
// user who can sign in, clients and suppliers with valid tax ids, products and services in Thai units, and a
// warehouse, and a year of sales documents dated relative to today (demo-documents.ts). Everything goes through
// the same services as the API, in one transaction: a failed seed leaves the database empty.
import { organizations, type Database } from '@banchee/db';
import { createUser } from '../modules/auth/index.ts';
import { createContact } from '../modules/contacts/index.ts';
import { createItem } from '../modules/items/index.ts';
import { createOrganization } from '../modules/organizations/index.ts';
import { monthOfDate } from '@banchee/domain';
import { monthStartBefore } from '../modules/dashboard/index.ts';
import { bangkokToday } from '../modules/documents/index.ts';
import { fileVatMonthsBefore } from '../modules/tax-filings/index.ts';
import { createWarehouse, listWarehouses } from '../modules/warehouses/index.ts';
import { seedDemoDocuments, type DemoDocumentCounts } from './demo-documents.ts';

export const DEMO_EMAIL = 'demo@banchee.test';
export const DEMO_PASSWORD = 'banchee-demo';

export interface DemoSeed {
  organizationId: string;
  email: string;
  password: string;
  documents: DemoDocumentCounts;
}

export interface SeedOptions {
  /** The day the documents are dated back from (default: today in Thailand). Tests pin it. */
  today?: string;
}

/** True when the database holds no organisation yet (a fresh install). */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return rows.length === 0;
}

export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<DemoSeed> {
  return db.transaction(async (tx) => {
    const user = await createUser(tx, {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      firstName: 'สมชาย',
      lastName: 'ใจดี',
      phone: '02-123-4567',
    });
    if (!user) throw new Error(`${DEMO_EMAIL} already exists`);
    const organization = await createOrganization(tx, user.id, {
      name: 'บริษัท บัญชีดี จำกัด',
      name_en: 'Banchee Demo Co., Ltd.',
      tax_id: '0105558000014',
      branch_code: '00000',
      address: '99/1 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร',
      zip_code: '10110',
      email: 'account@banchee.test',
      phone: '02-123-4567',
      promptpay_id: '0105558000014',
    });
    const organizationId = organization.id;

    const contacts = [
      {
        contact_type: 'CLIENT',
        code: 'C0001',
        contact_name: 'บริษัท สยามค้าปลีก จำกัด',
        contact_name_en: 'Siam Retail Co., Ltd.',
        tax_id: '0105559123454',
        branch: '00000',
        address: '123 ถนนพระราม 4 แขวงสีลม เขตบางรัก กรุงเทพมหานคร',
        zip_code: '10500',
        contact_person: 'คุณวิภา',
        phone: '02-234-5678',
        email: 'purchasing@siamretail.test',
        credit_days: 30,
      },
      {
        contact_type: 'CLIENT',
        code: 'C0002',
        contact_name: 'ห้างหุ้นส่วนจำกัด เชียงใหม่การค้า',
        tax_id: '0503537001237',
        branch: '00001',
        address: '45 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่',
        zip_code: '50200',
        contact_person: 'คุณสมศักดิ์',
        phone: '053-222-333',
        credit_days: 15,
      },
      {
        contact_type: 'CLIENT',
        code: 'C0003',
        contact_name: 'บริษัท ภูเก็ตรีสอร์ท จำกัด',
        contact_name_en: 'Phuket Resort Co., Ltd.',
        tax_id: '0835561000015',
        branch: '00000',
        address: '7 ถนนราษฎร์อุทิศ 200 ปี ตำบลป่าตอง อำเภอกะทู้ จังหวัดภูเก็ต',
        zip_code: '83150',
        phone: '076-340-111',
        credit_days: 30,
      },
      {
        contact_type: 'CLIENT',
        code: 'C0004',
        contact_name: 'ร้านกาแฟบ้านสวน',
        address: '21 ถนนมิตรภาพ ตำบลในเมือง อำเภอเมืองขอนแก่น จังหวัดขอนแก่น',
        zip_code: '40000',
        phone: '089-765-4321',
        credit_days: 7,
      },
      {
        contact_type: 'SUPPLIER',
        code: 'S0001',
        contact_name: 'บริษัท ไทยเมล็ดกาแฟ จำกัด',
        contact_name_en: 'Thai Coffee Beans Co., Ltd.',
        tax_id: '0105537001232',
        branch: '00000',
        address: '8 ถนนวิภาวดีรังสิต แขวงจตุจักร เขตจตุจักร กรุงเทพมหานคร',
        zip_code: '10900',
        contact_person: 'คุณนภา',
        phone: '02-345-6789',
        email: 'sales@thaicoffee.test',
        credit_days: 30,
      },
      {
        contact_type: 'SUPPLIER',
        code: 'S0002',
        contact_name: 'นายประเสริฐ ช่างซ่อม',
        tax_id: '3100101234566',
        address: '12/3 หมู่ 4 ตำบลบางพลีใหญ่ อำเภอบางพลี จังหวัดสมุทรปราการ',
        zip_code: '10540',
        phone: '081-234-5678',
        credit_days: 7,
      },
    ] as const;
    const clients: string[] = [];
    let supplierId = '';
    for (const contact of contacts) {
      const created = await createContact(tx, { ...contact, organizationId });
      if (contact.contact_type === 'CLIENT') clients.push(created.id);
      if (contact.code === 'S0001') supplierId = created.id;
    }

    const products = [
      {
        type: 'PRODUCT',
        code: 'P0001',
        name: 'กาแฟคั่วบด 250 กรัม',
        unit: 'ถุง',
        sale_price: '180.00',
        purchase_price: '95.00',
      },
      {
        type: 'PRODUCT',
        code: 'P0002',
        name: 'ชุดแก้วกาแฟเซรามิก',
        unit: 'ชุด',
        sale_price: '350.00',
        purchase_price: '210.00',
      },
      {
        type: 'PRODUCT',
        code: 'P0003',
        name: 'กระดาษถ่ายเอกสาร A4 80 แกรม',
        unit: 'กล่อง',
        sale_price: '520.00',
        purchase_price: '430.00',
      },
      {
        type: 'PRODUCT',
        code: 'P0004',
        name: 'น้ำดื่ม 600 มล.',
        unit: 'ขวด',
        sale_price: '7.50',
        purchase_price: '4.25',
        vat_type: 'VAT7',
      },
      { type: 'SERVICE', code: 'SV001', name: 'ค่าบริการติดตั้งเครื่องชงกาแฟ', unit: 'ครั้ง', sale_price: '1500.00' },
      { type: 'SERVICE', code: 'SV002', name: 'ค่าบำรุงรักษารายเดือน', unit: 'เดือน', sale_price: '990.00' },
      {
        type: 'SERVICE',
        code: 'SV003',
        name: 'ค่าที่ปรึกษา',
        unit: 'ชั่วโมง',
        sale_price: '2500.00',
        vat_type: 'VAT7',
      },
    ] as const;
    const items: Record<string, string> = {};
    for (const product of products)
      items[product.code] = (await createItem(tx, { ...product, organizationId })).id;

    // The organisation came with its main warehouse (WH01); the goods are bought into it and sold from it.
    const [main] = (await listWarehouses(tx, user.id, organizationId)).data;
    if (!main) throw new Error('a new organisation has its default warehouse');
    await createWarehouse(tx, { organizationId, code: 'WH02', name: 'คลังสาขาบางนา' });
    const today = options.today ?? bangkokToday();
    const documents = await seedDemoDocuments(
      tx,
      { userId: user.id, organizationId },
      { clients, supplierId, items, warehouseId: main.id },
      today,
    );
    // The months before last month filed and paid (decision 0225): last month's PP30 is the one to prepare.
    const lastMonth = monthOfDate(monthStartBefore(today, 1));
    await fileVatMonthsBefore(tx, organizationId, lastMonth, today, user.id);
    return { organizationId, email: DEMO_EMAIL, password: DEMO_PASSWORD, documents };
  });
}
