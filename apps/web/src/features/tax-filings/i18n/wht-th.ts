// Thai strings of the WHT submission screen; the key set is English's (wht-en.ts), checked by the type.
import type { WhtSubmissionMessages } from './wht-en';

export const whtSubmissionTh: WhtSubmissionMessages = {
  title: 'ยื่นภาษีหัก ณ ที่จ่าย',
  subtitle: 'ภ.ง.ด.3 และ ภ.ง.ด.53 ของเดือนภาษี จากหนังสือรับรองการหักภาษี ณ ที่จ่ายที่ออกแล้ว ตามวันที่จ่าย',
  form: 'แบบ',
  encoding: 'รหัสอักขระของไฟล์',
  downloadFile: 'ไฟล์อัปโหลดกรมสรรพากร',
  downloadAttachment: 'ใบแนบ (PDF)',
  empty: 'ไม่มีหนังสือรับรองการหักภาษี ณ ที่จ่ายของแบบนี้ที่จ่ายในเดือนนี้',
  line: 'ลำดับ',
  paidOn: 'วันที่จ่าย',
  certificate: 'เลขที่หนังสือรับรอง',
  taxId: 'เลขประจำตัวผู้เสียภาษี',
  payee: 'ผู้มีเงินได้',
  income: 'ประเภทเงินได้',
  rate: 'อัตรา %',
  amount: 'จำนวนเงินที่จ่าย',
  wht: 'ภาษีที่หัก',
  condition: 'เงื่อนไข',
  total: 'รวม {{count}} รายการ',
  reconciled: 'ภาษีที่หักเท่ากับบัญชี {{account}} ในสมุดบัญชีของเดือนนี้ ({{amount}})',
  difference:
    'หนังสือรับรองหักภาษี {{report}} แต่บัญชี {{account}} ในสมุดบัญชีของเดือนนี้มี {{ledger}} ต่างกัน {{difference}}',
  fileProblem: 'ยังสร้างไฟล์กรมสรรพากรไม่ได้: รายการที่ {{row}}: {{message}}',
  obligation: 'บนโต๊ะยื่นภาษี',
  noObligation: 'เดือนนี้ไม่มีแบบนี้ต้องยื่น',
  pnd1: 'รายการ ภ.ง.ด.1 มาจากรอบเงินเดือนที่อนุมัติแล้วของเดือน ดาวน์โหลดไฟล์กรมสรรพากรได้ที่หน้าเงินเดือน สถานะการยื่นเป็นสถานะเดียวกับโต๊ะยื่นภาษี',
  toPayroll: 'ไปที่เงินเดือน',
  toDesk: 'ไปที่โต๊ะยื่นภาษี',
};
