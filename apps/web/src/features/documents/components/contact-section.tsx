// The party block of the draft (the customer of a sales document, the supplier of a purchase document) (spec §3 contact: contact_name, address, zipCode, taxId, branch). The name
// field is also the contact picker: choosing a contact fills name, address, zip code, tax id and branch (and
// the contact's credit days); every field stays editable because the document prints what is here.
import type { Contact, ContactType } from '@banchee/contracts';
import { formatTaxId } from '@banchee/domain';
import { Grid, Textarea, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import { useOrgId } from '../../../lib/use-org-id';
import { useContactOptions } from '../api/search-contacts';
import { useDocText } from '../i18n/use-doc-text';
import type { DraftContact } from '../model/draft';
import { SearchCombobox } from './search-combobox';

export interface ContactSectionProps {
  /** The picker offers contacts of this type (the registry's contact type of the kind). */
  contactType: ContactType;
  contact: DraftContact;
  readOnly: boolean;
  errors: FieldErrors;
  onChange: (patch: Partial<DraftContact>) => void;
  onPick: (contact: Contact) => void;
}

export function ContactSection({
  contactType,
  contact,
  readOnly,
  errors,
  onChange,
  onPick,
}: ContactSectionProps) {
  const text = useDocText(contactType === 'SUPPLIER' ? 'supplier' : 'client');
  const organizationId = useOrgId();
  const [search, setSearch] = useState({ text: '', opened: false });
  const query = useContactOptions(organizationId, search.text, contactType, search.opened);
  const contacts = query.data?.data ?? [];
  const onSearch = useCallback((value: string, opened: boolean) => setSearch({ text: value, opened }), []);
  return (
    <Grid gap="sm">
      <Grid.Col span={12}>
        <SearchCombobox
          label={text('contact.name')}
          placeholder={text('contact.pickPlaceholder')}
          nothingFound={text('contact.nothingFound')}
          leftSection={<IconSearch size={16} />}
          value={contact.contact_name}
          onChange={(contact_name) => onChange({ contact_name })}
          onPick={(id) => {
            const picked = contacts.find((c) => c.id === id);
            if (picked) onPick(picked);
          }}
          options={contacts.map((c) => ({
            id: c.id,
            label: c.contact_name,
            detail: c.tax_id ? formatTaxId(c.tax_id) : undefined,
          }))}
          loading={query.isFetching}
          onSearch={onSearch}
          readOnly={readOnly}
          error={errors['contact.contact_name']}
          data-testid="contact-picker"
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea
          label={text('contact.address')}
          value={contact.address}
          onChange={(event) => onChange({ address: event.currentTarget.value })}
          autosize
          minRows={2}
          maxRows={4}
          readOnly={readOnly}
          error={errors['contact.address']}
          data-testid="contact-address"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label={text('contact.zipCode')}
          value={contact.zipCode}
          onChange={(event) => onChange({ zipCode: event.currentTarget.value })}
          inputMode="numeric"
          maxLength={5}
          readOnly={readOnly}
          error={errors['contact.zipCode']}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={text('contact.taxId')}
          value={contact.taxId}
          onChange={(event) => onChange({ taxId: event.currentTarget.value })}
          inputMode="numeric"
          readOnly={readOnly}
          error={errors['contact.taxId']}
          data-testid="contact-tax-id"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label={text('contact.branch')}
          description={text('contact.branchHint')}
          value={contact.branch}
          onChange={(event) => onChange({ branch: event.currentTarget.value })}
          inputMode="numeric"
          maxLength={5}
          readOnly={readOnly}
          error={errors['contact.branch']}
        />
      </Grid.Col>
    </Grid>
  );
}
