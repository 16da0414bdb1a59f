// Contacts (/{orgId}/contacts): clients and suppliers with a type filter, server-side search (150 ms
// debounce) and 50 a page. Rows open the contact's own page; deleting asks first.
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { formatTaxId } from '@banchee/domain';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { EmptyBlock } from '../../../components/empty-state';
import { ListFooter } from '../../../components/list-footer';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { RowActions } from '../../../components/row-actions';
import { errorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts, type ListContactsParams } from '../api/list-contacts';
import type { Contact } from '../api/types';

export function ContactsPage() {
  const { t } = useTranslation();
  const organizationId = useOrgId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [contactType, setContactType] = useState<ListContactsParams['contactType']>('ALL');
  const contacts = useContacts(organizationId, { page, search, contactType });
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContact(organizationId);
  const onSearch = useCallback((value: string) => {
    setSearch(value);
    setPage(1);
  }, []);
  const rows = contacts.data?.data ?? [];

  return (
    <>
      <PageHeader
        title={t('contacts.title')}
        actions={
          <Button
            component={Link}
            to={`/${organizationId}/contacts/new`}
            leftSection={<IconPlus size={18} />}
          >
            {t('contacts.new')}
          </Button>
        }
      />
      <Card withBorder padding={0} radius="md">
        <Group p="md" justify="space-between" gap="sm">
          <SearchInput placeholder={t('contacts.searchPlaceholder')} onSearch={onSearch} />
          <SegmentedControl
            aria-label={t('contacts.filter')}
            value={contactType}
            onChange={(value) => {
              setContactType(value);
              setPage(1);
            }}
            data={[
              { value: 'ALL', label: t('common.all') },
              { value: 'CLIENT', label: t('contacts.clients') },
              { value: 'SUPPLIER', label: t('contacts.suppliers') },
            ]}
          />
        </Group>
        <Table.ScrollContainer minWidth={820} className="list-cards">
          <Table highlightOnHover aria-busy={contacts.isFetching}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={110}>{t('contacts.code')}</Table.Th>
                <Table.Th>{t('contacts.name')}</Table.Th>
                <Table.Th w={140}>{t('contacts.type')}</Table.Th>
                <Table.Th w={190}>{t('contacts.taxId')}</Table.Th>
                <Table.Th w={200}>
                  {t('contacts.phone')} / {t('contacts.email')}
                </Table.Th>
                <Table.Th w={90} ta="right">
                  {t('contacts.creditDays')}
                </Table.Th>
                <Table.Th w={96}>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.isPending
                ? Array.from({ length: 6 }, (_, index) => (
                    <Table.Tr key={index}>
                      <Table.Td colSpan={7}>
                        <Skeleton h={22} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : rows.map((contact) => (
                    <Table.Tr key={contact.id}>
                      <Table.Td fz="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {contact.code ?? '—'}
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/${organizationId}/contacts/${contact.id}`}
                          fw={500}
                          size="sm"
                        >
                          {contact.contact_name}
                        </Anchor>
                        {contact.contact_name_en ? (
                          <Text size="xs" c="dimmed">
                            {contact.contact_name_en}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          color={contact.contact_type === 'SUPPLIER' ? 'orange' : 'brand'}
                        >
                          {contact.contact_type === 'SUPPLIER'
                            ? t('contacts.supplier')
                            : t('contacts.client')}
                        </Badge>
                      </Table.Td>
                      <Table.Td fz="sm">
                        {contact.tax_id ? formatTaxId(contact.tax_id) : '—'}
                        {contact.branch ? (
                          <Text size="xs" c="dimmed">
                            {t('contacts.branch')} {contact.branch}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td fz="sm">
                        {contact.phone ?? ''}
                        {contact.email ? (
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {contact.email}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right" fz="sm">
                        {contact.credit_days ?? ''}
                      </Table.Td>
                      <Table.Td>
                        <RowActions
                          name={contact.contact_name}
                          edit={`/${organizationId}/contacts/${contact.id}`}
                          onDelete={() => setDeleting(contact)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {!contacts.isPending && rows.length === 0 ? (
          <EmptyBlock
            icon={<IconAddressBook />}
            title={search ? t('common.noResults', { search }) : t('contacts.empty')}
          />
        ) : null}
        <ListFooter pagination={contacts.data?.pagination} onPage={setPage} />
      </Card>
      <ConfirmDelete
        name={deleting?.contact_name ?? ''}
        opened={deleting !== null}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.contact_name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(t('contacts.deleted', { name }));
              setDeleting(null);
            },
            onError: (error) => notify.error(t('contacts.deleteFailed'), errorText(error, t)),
          });
        }}
      />
    </>
  );
}
