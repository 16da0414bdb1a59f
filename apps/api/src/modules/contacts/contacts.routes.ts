// HTTP routes of contacts (spec §7): GET /contacts/organization/{organizationId}?page(1)&limit(50)
// &contact_type&search, POST /contacts (body carries organizationId), GET|PUT|DELETE /contacts/{id} — the shared
// record routes.
import {
  contact,
  contactInput,
  contactList,
  createContactRequest,
  listContactsQuery,
} from '@banchee/contracts';
import { contacts } from '@banchee/db';
import type { AppDeps } from '../../http/context.ts';
import { tenantRecordRoutes } from '../../http/tenant-record-routes.ts';
import * as service from './contacts.service.ts';

export function contactsRoutes(deps: AppDeps) {
  return tenantRecordRoutes(deps, {
    resource: 'contacts',
    table: contacts,
    namespace: 'CONTACT',
    what: 'contact',
    schemas: {
      create: createContactRequest,
      input: contactInput,
      view: contact,
      list: contactList,
      query: listContactsQuery,
    },
    docs: {
      list: 'Contacts of the organisation, newest first; page 1 and limit 50 by default; contact_type filters',
      listAnswer: 'A page of contacts',
      create: 'Create a client or supplier (Idempotency-Key honoured)',
      get: 'One contact',
      getAnswer: 'The contact',
      update: 'Replace a contact (absent optional fields are cleared)',
      delete: 'Delete a contact (documents keep their copy of it)',
    },
    useCases: {
      list: service.listContacts,
      create: service.createContact,
      get: service.getContact,
      update: service.updateContact,
      remove: service.deleteContact,
    },
  });
}
