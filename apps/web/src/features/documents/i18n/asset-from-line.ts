// Strings of the "make an asset from this line" section of a stored purchase or expense (decisions 0182, 0228), in
// their own "assetFromLine" i18next namespace so the documents' message files stay untouched.
import { i18n } from '../../../lib/i18n';
import { useFeatureText, type FeatureText, type Leaves } from '../../../lib/feature-text';

const assetFromLineEn = {
  title: 'Fixed assets from these lines',
  hint: 'A line bought as equipment becomes an asset at its amount before VAT, acquired on the document date; its cost moves from the account the line was booked to onto the asset account.',
  posting: 'Journal entry on the document date: Dr {{account}} · Cr the line’s account {{amount}}',
  line: 'Line',
  amount: 'Amount before VAT',
  action: 'Create asset from this line',
  modalTitle: 'New asset from “{{name}}”',
  name: 'Asset name',
  category: 'Asset category',
  categoryPlaceholder: 'Choose a category',
  usefulLife: 'Useful life (years)',
  method: 'Depreciation method',
  methods: { STRAIGHT_LINE: 'Straight line', DECLINING_BALANCE: 'Declining balance' },
  save: 'Create asset',
  saved: 'Asset {{name}} created',
  saveFailed: 'Could not create the asset',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
type Messages = Widen<typeof assetFromLineEn>;

const assetFromLineTh: Messages = {
  title: 'บันทึกทรัพย์สินจากรายการในเอกสารนี้',
  hint: 'รายการที่ซื้อเป็นทรัพย์สินจะบันทึกเป็นทรัพย์สินตามมูลค่าก่อนภาษีมูลค่าเพิ่ม โดยได้มาในวันที่ของเอกสาร และโอนราคาทุนจากบัญชีที่บันทึกรายการไว้เข้าบัญชีทรัพย์สิน',
  posting: 'บันทึกบัญชี ณ วันที่เอกสาร: เดบิต {{account}} · เครดิตบัญชีของรายการ {{amount}}',
  line: 'รายการ',
  amount: 'มูลค่าก่อนภาษี',
  action: 'สร้างทรัพย์สินจากรายการนี้',
  modalTitle: 'ทรัพย์สินใหม่จาก “{{name}}”',
  name: 'ชื่อทรัพย์สิน',
  category: 'หมวดทรัพย์สิน',
  categoryPlaceholder: 'เลือกหมวดทรัพย์สิน',
  usefulLife: 'อายุการใช้งาน (ปี)',
  method: 'วิธีคิดค่าเสื่อมราคา',
  methods: { STRAIGHT_LINE: 'เส้นตรง', DECLINING_BALANCE: 'ยอดลดลง' },
  save: 'สร้างทรัพย์สิน',
  saved: 'สร้างทรัพย์สิน {{name}} แล้ว',
  saveFailed: 'สร้างทรัพย์สินไม่สำเร็จ',
};

const NS = 'assetFromLine';
i18n.addResourceBundle('en', NS, assetFromLineEn, true, true);
i18n.addResourceBundle('th', NS, assetFromLineTh, true, true);

export function useAssetFromLineText(): FeatureText<Leaves<Messages>> {
  return useFeatureText<Leaves<Messages>>(NS);
}
