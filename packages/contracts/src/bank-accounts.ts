// Organisation bank accounts (issue #10 §2): GET /bank-accounts/organization/{id} → { data }, POST
// /bank-accounts, GET|PUT|DELETE /bank-accounts/{id}. The bank code is one of spec §9's 32 (checked by the
// API against @banchee/domain BANKS); without glAccountCode the API opens a new 11121.NN account for it.
import { z } from 'zod';
import { compactObject, text, timestamp } from './common.ts';

const bankAccountFields = {
  bankCode: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z_]{2,40}$/, 'a bank code of the spec §9 list')),
  /** Digits only once spaces and dashes are removed; 6–20 digits. */
  accountNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, 'an account number has 6 to 20 digits')),
  accountName: text(200).optional(),
  branchName: text(200).optional(),
  /** An existing postable account under 11120 (cash at banks); absent → a new 11121.NN is created. */
  glAccountCode: z
    .string()
    .trim()
    .regex(/^1112\d(\.\d{2})?$/, 'a bank account code under 11120, e.g. 11121.01')
    .optional(),
};

export const bankAccountInput = compactObject(bankAccountFields).meta({ id: 'BankAccountInput' });
export type BankAccountInput = z.infer<typeof bankAccountInput>;

export const createBankAccountRequest = compactObject({
  ...bankAccountFields,
  organizationId: z.uuid(),
}).meta({ id: 'CreateBankAccountRequest' });
export type CreateBankAccountRequest = z.infer<typeof createBankAccountRequest>;

export const bankAccount = z
  .object({
    id: z.uuid(),
    organizationId: z.uuid(),
    bankCode: z.string(),
    bankNameTh: z.string(),
    bankNameEn: z.string(),
    accountNumber: z.string(),
    accountName: z.string().optional(),
    branchName: z.string().optional(),
    glAccountCode: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof bankAccount>;

export const bankAccountList = z.object({ data: z.array(bankAccount) }).meta({ id: 'BankAccountList' });
export type BankAccountList = z.infer<typeof bankAccountList>;
