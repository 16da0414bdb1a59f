// HTTP routes of organisation bank accounts: GET /bank-accounts/organization/{organizationId} → { data },
// POST /bank-accounts (body carries organizationId), GET|PUT|DELETE /bank-accounts/{id} — the shared record
// routes.
import { bankAccount, bankAccountInput, bankAccountList, createBankAccountRequest } from '@banchee/contracts';
import { organizationBankAccounts } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { tenantRecordRoutes } from '../../http/tenant-record-routes.ts';
import * as service from './bank-accounts.service.ts';

export function bankAccountsRoutes(deps: AppDeps) {
  return tenantRecordRoutes(deps, {
    resource: 'bank-accounts',
    table: organizationBankAccounts,
    namespace: 'BANK_ACCOUNT',
    what: 'bank account',
    schemas: {
      create: createBankAccountRequest,
      input: bankAccountInput,
      view: bankAccount,
      list: bankAccountList,
    },
    docs: {
      list: 'The bank accounts of the organisation money is received into, oldest first',
      listAnswer: 'The bank accounts',
      create:
        'Add a bank account; without glAccountCode a new 11121.NN account is opened (Idempotency-Key honoured)',
      get: 'One bank account',
      getAnswer: 'The bank account',
      update: 'Replace a bank account (without glAccountCode it keeps its GL account)',
      delete: 'Delete a bank account (documents paid into it keep it)',
    },
    useCases: {
      list: service.listBankAccounts,
      create: service.createBankAccount,
      get: service.getBankAccount,
      update: service.updateBankAccount,
      remove: service.deleteBankAccount,
    },
  });
}
