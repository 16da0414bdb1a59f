// The yearly ภ.ง.ด.1ก (/{orgId}/employees/payroll?pnd1a=YYYY): per employee the year's income 40(1), PND1 tax,
// social security and provident fund from approved and paid runs, with totals, each employee's 50 ทวิ as a PDF
// and the ภ.ง.ด.1ก RD upload file (UTF-8 or CP874; decision 0233), due by the end of February.
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { toBuddhistYear } from '@banchee/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormatters } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { downloadPayrollFile } from '../api/payroll-files';
import { usePnd1Annual } from '../api/payroll-runs';
import { useEmpText } from '../i18n/use-employees-text';

export function Pnd1aPanel({ year, onYear }: { year: number; onYear: (year: number) => void }) {
  const { text, errorMessage, language } = useEmpText();
  const { money } = useFormatters();
  const organizationId = useOrgId();
  const summary = usePnd1Annual(organizationId, year);
  const shownYear = language === 'th' ? toBuddhistYear(year) : year;
  const certificate = (employeeId: string) =>
    void downloadPayrollFile(`/payroll-runs/organization/${organizationId}/pnd1a/${employeeId}/pdf`, {
      year,
    }).catch((error: unknown) => notify.error(errorMessage(error)));
  const [encoding, setEncoding] = useState<'UTF-8' | 'CP874'>('UTF-8');
  const uploadFile = () =>
    void downloadPayrollFile(`/payroll-runs/organization/${organizationId}/pnd1a.txt`, {
      year,
      encoding,
    }).catch((error: unknown) => notify.error(errorMessage(error)));
  const rows = summary.data?.rows ?? [];
  return (
    <Card withBorder radius="md" data-testid="pnd1a">
      <Stack>
        <Group justify="space-between" align="end">
          <Title order={2} fz={20}>
            {text('pnd1a.title', { year: shownYear })}
          </Title>
          <NumberInput
            label={text('pnd1a.year')}
            value={shownYear}
            min={language === 'th' ? 2543 : 2000}
            max={language === 'th' ? 2643 : 2100}
            w={120}
            onChange={(value) => {
              const n = Number(value);
              const ce = language === 'th' ? n - 543 : n;
              if (Number.isInteger(ce) && ce >= 2000 && ce <= 2100) onYear(ce);
            }}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {text('pnd1a.source')}
        </Text>
        {summary.isError ? <Alert color="red">{errorMessage(summary.error)}</Alert> : null}
        <Table.ScrollContainer minWidth={800}>
          <Table fz="sm" striped>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{text('pnd1a.sequence')}</Table.Th>
                <Table.Th>{text('pnd1a.nationalId')}</Table.Th>
                <Table.Th>{text('pnd1a.name')}</Table.Th>
                <Table.Th ta="right">{text('pnd1a.income')}</Table.Th>
                <Table.Th ta="right">{text('pnd1a.tax')}</Table.Th>
                <Table.Th ta="right">{text('pnd1a.socialSecurity')}</Table.Th>
                <Table.Th ta="right">{text('pnd1a.providentFund')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={row.employee_id} data-testid={`pnd1a-row-${i + 1}`}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{row.national_id}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td ta="right">{money(row.income)}</Table.Td>
                  <Table.Td ta="right">{money(row.withholding_tax)}</Table.Td>
                  <Table.Td ta="right">{money(row.social_security)}</Table.Td>
                  <Table.Td ta="right">{money(row.provident_fund)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconDownload size={14} />}
                      onClick={() => certificate(row.employee_id)}
                    >
                      {text('pnd1a.certificate')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
              {rows.length === 0 && !summary.isPending ? (
                <Table.Tr>
                  <Table.Td colSpan={8}>
                    <Text c="dimmed" size="sm">
                      {text('pnd1a.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
            {summary.data && rows.length > 0 ? (
              <Table.Tfoot>
                <Table.Tr fw={700} data-testid="pnd1a-total">
                  <Table.Td colSpan={3}>{text('pnd1a.total')}</Table.Td>
                  <Table.Td ta="right">{money(summary.data.income)}</Table.Td>
                  <Table.Td ta="right">{money(summary.data.withholding_tax)}</Table.Td>
                  <Table.Td ta="right">{money(summary.data.social_security)}</Table.Td>
                  <Table.Td ta="right">{money(summary.data.provident_fund)}</Table.Td>
                  <Table.Td />
                </Table.Tr>
              </Table.Tfoot>
            ) : null}
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Text size="sm">{text('payroll.encoding')}</Text>
          <SegmentedControl
            size="xs"
            data={['UTF-8', 'CP874']}
            value={encoding}
            onChange={(v) => setEncoding(v === 'CP874' ? 'CP874' : 'UTF-8')}
          />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            disabled={rows.length === 0}
            onClick={uploadFile}
            data-testid="pnd1a-file"
          >
            {text('pnd1a.uploadFile')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {text('pnd1a.uploadNote')}
        </Text>
      </Stack>
    </Card>
  );
}
