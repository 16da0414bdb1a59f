// Employees (/{orgId}/employees): the list with search and pages; salaries only with payroll access.
import { Alert, Badge, Button, Card, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { ListFooter } from '../../../components/list-footer';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { useEmployees } from '../api/employees';
import { useEmpText } from '../i18n/use-employees-text';

export function EmployeesPage() {
  const { t } = useTranslation();
  const { text } = useEmpText();
  const { money, date } = useFormatters();
  const organizationId = useOrgId();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const employees = useEmployees(organizationId, page, search);
  const rows = employees.data?.data ?? [];
  const withPay = employees.data?.payroll_access ?? false;
  return (
    <>
      <PageHeader
        title={text('employees.title')}
        actions={
          <Button
            component={Link}
            to={`/${organizationId}/employees/new`}
            leftSection={<IconPlus size={18} />}
          >
            {text('employees.new')}
          </Button>
        }
      />
      <Group mb="sm">
        <SearchInput
          placeholder={text('employees.search')}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </Group>
      {employees.data && !withPay ? (
        <Alert color="yellow" mb="sm">
          {text('employees.noPayAccess')}
        </Alert>
      ) : null}
      <Card withBorder padding={0} radius="md">
        <Table highlightOnHover>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={110}>{text('employees.code')}</Table.Th>
              <Table.Th>{text('employees.name')}</Table.Th>
              <Table.Th>{text('employees.department')}</Table.Th>
              <Table.Th>{text('employees.startDate')}</Table.Th>
              {withPay ? <Table.Th ta="right">{text('employees.salary')}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {employees.isPending ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Skeleton h={22} />
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((employee) => (
                <Table.Tr key={employee.id}>
                  <Table.Td c="dimmed">{employee.code ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text
                      component={Link}
                      to={`/${organizationId}/employees/${employee.id}`}
                      size="sm"
                      fw={500}
                    >
                      {[employee.title, employee.first_name, employee.last_name].filter(Boolean).join(' ')}
                    </Text>
                    {employee.end_date ? (
                      <Badge ml="xs" size="xs" color="gray">
                        {date(employee.end_date)}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td fz="sm">{employee.department_name ?? '—'}</Table.Td>
                  <Table.Td fz="sm">{date(employee.start_date)}</Table.Td>
                  {withPay ? (
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {money(employee.salary)}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
        {employees.isError ? (
          <EmptyBlock icon={<IconUsers />} title={t('common.loadFailed')}>
            <Button variant="light" onClick={() => void employees.refetch()}>
              {t('common.retry')}
            </Button>
          </EmptyBlock>
        ) : !employees.isPending && rows.length === 0 ? (
          <EmptyBlock icon={<IconUsers />} title={text('employees.empty')} />
        ) : null}
        <ListFooter pagination={employees.data?.pagination} onPage={setPage} />
      </Card>
    </>
  );
}
