// Departments (/{orgId}/employees/departments): the list, a dialog for a new one; each row opens its page.
import { Button, Card, Modal, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus, IconSitemap } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useOrgId } from '../../../lib/use-org-id';
import { useDepartments } from '../api/departments';
import { useEmpText } from '../i18n/use-employees-text';
import { DepartmentForm } from './department-form';

export function DepartmentsPage() {
  const { t } = useTranslation();
  const { text } = useEmpText();
  const organizationId = useOrgId();
  const departments = useDepartments(organizationId);
  const [creating, setCreating] = useState(false);
  const rows = departments.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={text('departments.title')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            {text('departments.new')}
          </Button>
        }
      />
      <Card withBorder padding={0} radius="md">
        <Table highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={140}>{text('departments.code')}</Table.Th>
              <Table.Th>{text('departments.name')}</Table.Th>
              <Table.Th>{text('departments.type')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {departments.isPending ? (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Skeleton h={22} />
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((department) => (
                <Table.Tr key={department.id}>
                  <Table.Td c="dimmed">{department.code ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text
                      component={Link}
                      to={`/${organizationId}/employees/departments/${department.id}`}
                      fw={500}
                      size="sm"
                    >
                      {department.name}
                    </Text>
                  </Table.Td>
                  <Table.Td fz="sm">{text(`departments.types.${department.type}`)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
        {departments.isError ? (
          <EmptyBlock icon={<IconSitemap />} title={t('common.loadFailed')}>
            <Button variant="light" onClick={() => void departments.refetch()}>
              {t('common.retry')}
            </Button>
          </EmptyBlock>
        ) : !departments.isPending && rows.length === 0 ? (
          <EmptyBlock icon={<IconSitemap />} title={text('departments.empty')} />
        ) : null}
      </Card>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={text('departments.newTitle')}
        centered
      >
        <DepartmentForm onSaved={() => setCreating(false)} onCancel={() => setCreating(false)} />
      </Modal>
    </>
  );
}
