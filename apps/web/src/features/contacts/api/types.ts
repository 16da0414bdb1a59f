// Contacts on the wire come from @banchee/contracts; this file only adds the spec's page size and lets
// credit_days arrive as text from the form (dropped when not numeric, spec §5).
import type { ContactInput as ContractContactInput } from '@banchee/contracts';

export { contactTypes, type Contact, type ContactType } from '@banchee/contracts';
export type ContactInput = Omit<ContractContactInput, 'credit_days'> & { credit_days?: number | string };

/** Spec page size and first page for contacts. */
export const CONTACTS_PAGE_SIZE = 50;
