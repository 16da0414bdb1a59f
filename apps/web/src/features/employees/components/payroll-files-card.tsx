// The files and filings of an approved run: the bank transfer CSV, the PND1 upload file, the social-security
// file (the employer's account and branch are asked for here), and the PND1 and สปส.1-10 totals.
import {
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { downloadPayrollFile } from '../api/payroll-files';
import { usePayrollFilings, type PayrollRun } from '../api/payroll-runs';
import { useEmpText } from '../i18n/use-employees-text';

export function PayrollFilesCard({ run }: { run: PayrollRun }) {
  const { text, errorMessage } = useEmpText();
  const { money } = useFormatters();
  const organizationId = useOrgId();
  const filings = usePayrollFilings(organizationId, run);
  const [encoding, setEncoding] = useState<'UTF-8' | 'CP874'>('UTF-8');
  const [account, setAccount] = useState('');
  const [branch, setBranch] = useState('000000');
  const download = (path: string, query: Record<string, string> = {}) =>
    void downloadPayrollFile(`/payroll-runs/${run.id}/${path}`, query).catch((error: unknown) =>
      notify.error(errorMessage(error)),
    );
  const f = filings.data;
  return (
    <Card withBorder radius="md">
      <Stack>
        <Title order={3} fz={16}>
          {text('payroll.filings')}
        </Title>
        <Group>
          <Text size="sm">{text('payroll.encoding')}</Text>
          <SegmentedControl
            size="xs"
            data={['UTF-8', 'CP874']}
            value={encoding}
            onChange={(v) => setEncoding(v === 'CP874' ? 'CP874' : 'UTF-8')}
          />
        </Group>
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => download('bank-transfers.csv')}
          >
            {text('payroll.bankCsv')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => download('pnd1.txt', { encoding })}
          >
            {text('payroll.pnd1File')}
          </Button>
        </Group>
        <Group align="end">
          <TextInput
            label={text('payroll.ssoAccount')}
            value={account}
            onChange={(e) => setAccount(e.currentTarget.value)}
          />
          <TextInput
            label={text('payroll.ssoBranch')}
            value={branch}
            w={140}
            onChange={(e) => setBranch(e.currentTarget.value)}
          />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => download('social-security.txt', { account, branch, encoding })}
          >
            {text('payroll.ssoFile')}
          </Button>
        </Group>
        {f ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Table>
              <Table.Caption>{text('payroll.pnd1')}</Table.Caption>
              <Table.Tbody>
                {f.pnd1.rows.map((r) => (
                  <Table.Tr key={r.row}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td ta="right">{money(r.income)}</Table.Td>
                    <Table.Td ta="right">{money(r.withholding_tax)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr fw={700}>
                  <Table.Td>{text('payroll.total')}</Table.Td>
                  <Table.Td ta="right">{money(f.pnd1.income)}</Table.Td>
                  <Table.Td ta="right">{money(f.pnd1.withholding_tax)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Table>
              <Table.Caption>{text('payroll.sso')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th ta="right">{text('payroll.wages')}</Table.Th>
                  <Table.Th ta="right">{text('payroll.employeeShare')}</Table.Th>
                  <Table.Th ta="right">{text('payroll.employerShare')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {f.social_security.rows.map((r) => (
                  <Table.Tr key={r.national_id}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td ta="right">{money(r.wages)}</Table.Td>
                    <Table.Td ta="right">{money(r.employee)}</Table.Td>
                    <Table.Td ta="right">{money(r.employer)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr fw={700}>
                  <Table.Td>{text('payroll.total')}</Table.Td>
                  <Table.Td ta="right">{money(f.social_security.wages)}</Table.Td>
                  <Table.Td ta="right">{money(f.social_security.employee)}</Table.Td>
                  <Table.Td ta="right">{money(f.social_security.employer)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
}
