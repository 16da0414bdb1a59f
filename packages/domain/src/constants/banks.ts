// The 32 bank codes of spec §9, with Thai and English names for pickers and printed payment details.

export interface Bank {
  readonly code: string;
  readonly nameTh: string;
  readonly nameEn: string;
}

export const BANKS = [
  { code: 'KASIKORN', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank' },
  { code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank' },
  { code: 'BANGKOK_BANK', nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank' },
  { code: 'KRUNGTHAI', nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krungthai Bank' },
  { code: 'TMB', nameTh: 'ธนาคารทหารไทย', nameEn: 'TMB Bank' },
  { code: 'BANK_OF_AYUDHYA', nameTh: 'ธนาคารกรุงศรีอยุธยา', nameEn: 'Bank of Ayudhya (Krungsri)' },
  { code: 'GSB', nameTh: 'ธนาคารออมสิน', nameEn: 'Government Savings Bank' },
  { code: 'THANACHART', nameTh: 'ธนาคารธนชาต', nameEn: 'Thanachart Bank' },
  { code: 'CIMB_THAI', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', nameEn: 'CIMB Thai Bank' },
  { code: 'UOB_THAI', nameTh: 'ธนาคารยูโอบี', nameEn: 'United Overseas Bank (Thai)' },
  { code: 'TISCO', nameTh: 'ธนาคารทิสโก้', nameEn: 'TISCO Bank' },
  { code: 'CITIBANK', nameTh: 'ธนาคารซิตี้แบงก์', nameEn: 'Citibank' },
  { code: 'LH_BANK', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', nameEn: 'Land and Houses Bank' },
  { code: 'KIATNAKIN', nameTh: 'ธนาคารเกียรตินาคินภัทร', nameEn: 'Kiatnakin Phatra Bank' },
  {
    code: 'BAAC',
    nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    nameEn: 'Bank for Agriculture and Agricultural Cooperatives',
  },
  {
    code: 'EXIM_BANK',
    nameTh: 'ธนาคารเพื่อการส่งออกและนำเข้าแห่งประเทศไทย',
    nameEn: 'Export-Import Bank of Thailand',
  },
  {
    code: 'STANDARD_CHARTERED',
    nameTh: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)',
    nameEn: 'Standard Chartered Bank (Thai)',
  },
  { code: 'GH_BANK', nameTh: 'ธนาคารอาคารสงเคราะห์', nameEn: 'Government Housing Bank' },
  {
    code: 'SME_BANK',
    nameTh: 'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย',
    nameEn: 'SME Development Bank',
  },
  { code: 'ISLAMIC_BANK', nameTh: 'ธนาคารอิสลามแห่งประเทศไทย', nameEn: 'Islamic Bank of Thailand' },
  { code: 'BOC_THAI', nameTh: 'ธนาคารแห่งประเทศจีน (ไทย)', nameEn: 'Bank of China (Thai)' },
  { code: 'ICBC_THAI', nameTh: 'ธนาคารไอซีบีซี (ไทย)', nameEn: 'ICBC (Thai)' },
  {
    code: 'MEGA_INTERNATIONAL',
    nameTh: 'ธนาคารเมกะ สากลพาณิชย์',
    nameEn: 'Mega International Commercial Bank',
  },
  {
    code: 'SMBC',
    nameTh: 'ธนาคารซูมิโตโม มิตซุย แบงกิ้ง คอร์ปอเรชั่น',
    nameEn: 'Sumitomo Mitsui Banking Corporation',
  },
  { code: 'MIZUHO', nameTh: 'ธนาคารมิซูโฮ', nameEn: 'Mizuho Bank' },
  { code: 'HSBC', nameTh: 'ธนาคารฮ่องกงและเซี่ยงไฮ้แบงกิ้งคอร์ปอเรชั่น', nameEn: 'HSBC' },
  { code: 'THAI_CREDIT', nameTh: 'ธนาคารไทยเครดิต', nameEn: 'Thai Credit Bank' },
  { code: 'DEUTSCHE_BANK', nameTh: 'ธนาคารดอยซ์แบงก์', nameEn: 'Deutsche Bank' },
  { code: 'INDIAN_OVERSEAS', nameTh: 'ธนาคารอินเดียนโอเวอร์ซีส์', nameEn: 'Indian Overseas Bank' },
  { code: 'BANK_OF_AMERICA', nameTh: 'ธนาคารแห่งอเมริกา', nameEn: 'Bank of America' },
  { code: 'TMBTHANACHART', nameTh: 'ธนาคารทหารไทยธนชาต', nameEn: 'TMBThanachart Bank (ttb)' },
  { code: 'AEON', nameTh: 'อิออน ธนสินทรัพย์', nameEn: 'AEON Thana Sinsap' },
] as const satisfies readonly Bank[];

export type BankCode = (typeof BANKS)[number]['code'];
export const BANK_CODES: readonly BankCode[] = BANKS.map((bank) => bank.code);
