// General ledger (/{orgId}/accounting/transaction?account=11111&from&to): every posting to one account in the
// period with the opening balance, a running balance after each line and the closing balance, all on the
// account's normal side. Entries link to their journal detail and to the document that posted them.
import { Anchor, Group, Table, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { ListFooter } from '../../../components/list-footer';
import { useFormatters } from '../../../lib/format';
import { useOrgId } from '../../../lib/use-org-id';
import { usePostableAccounts } from '../api/list-accounts';
import { useGeneralLedger } from '../api/get-general-ledger';
import { accountName, useAcctText } from '../i18n/use-acct-text';
import { accountingPaths } from '../model/paths';
import { sourceDocumentPath } from '../model/source-link';
import { AccountSelect } from './account-select';
import { AmountTd, AmountTh } from './figures';
import { RangeFilters, ReportFrame, ReportState, usePeriodText, useRangeParams } from './report-frame';
import classes from './accounting.module.css';

export function GeneralLedgerPage() {
  const orgId = useOrgId();
  const { text, language } = useAcctText();
  const { date } = useFormatters();
  const { from, to, valid, params, set } = useRangeParams();
  const accountCode = params.get('account') ?? '';
  const [page, setPage] = useState(1);
  const accounts = usePostableAccounts(orgId);
  const report = useGeneralLedger(orgId, { accountCode, from, to, page }, valid);
  const data = report.data;
  const blank = { blankZero: true };
  const period = usePeriodText(from, to);

  return (
    <ReportFrame
      report="general-ledger"
      title={text('generalLedger.title')}
      subtitle={text('generalLedger.subtitle')}
      period={data ? `${data.account.code} ${accountName(data.account, language)} · ${period}` : period}
      filters={
        <>
          <AccountSelect
            label={text('generalLedger.chooseAccount')}
            accounts={accounts.data ?? []}
            value={accountCode}
            onChange={(code) => {
              setPage(1);
              set({ account: code });
            }}
            w={360}
            placeholder={text('form.accountPlaceholder')}
          />
          <RangeFilters
            from={from}
            to={to}
            onChange={(patch) => {
              setPage(1);
              set(patch);
            }}
          />
        </>
      }
      csvParams={{ accountCode, from, to }}
      canDownload={valid && accountCode !== ''}
    >
      {accountCode === '' ? (
        <EmptyBlock icon={<IconListDetails />} title={text('generalLedger.choosePrompt')} />
      ) : (
        <ReportState
          isPending={valid && report.isPending}
          isError={report.isError}
          error={report.error}
          onRetry={() => void report.refetch()}
          isEmpty={false}
        >
          {data ? (
            <Group px="md" pb="xs" gap="xs">
              <Text fw={600}>
                {data.account.code} {accountName(data.account, language)}
              </Text>
              <Text size="sm" c="dimmed">
                {text('generalLedger.balanceSide', {
                  side: text(data.account.normalBalance === 'debit' ? 'common.debit' : 'common.credit'),
                })}
              </Text>
            </Group>
          ) : null}
          <Table.ScrollContainer minWidth={860}>
            <Table
              aria-label={text('generalLedger.title')}
              aria-busy={report.isFetching}
              fz="sm"
              verticalSpacing="xs"
              horizontalSpacing="sm"
            >
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={96}>{text('common.date')}</Table.Th>
                  <Table.Th w={140}>{text('common.number')}</Table.Th>
                  <Table.Th>{text('common.description')}</Table.Th>
                  <Table.Th w={130}>{text('common.document')}</Table.Th>
                  <AmountTh w={110}>{text('common.debit')}</AmountTh>
                  <AmountTh w={110}>{text('common.credit')}</AmountTh>
                  <AmountTh w={120}>{text('common.balance')}</AmountTh>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data ? (
                  <Table.Tr className={classes.subtotalRow} data-testid="gl-opening">
                    <Table.Td className={classes.date}>{date(data.from)}</Table.Td>
                    <Table.Td colSpan={5}>{text('generalLedger.opening')}</Table.Td>
                    <AmountTd value={data.pageOpening} style={{ brackets: true }} />
                  </Table.Tr>
                ) : null}
                {data?.lines.map((line, index) => {
                  const documentPath = sourceDocumentPath(orgId, line.source);
                  return (
                    <Table.Tr key={`${line.entryId}-${index}`} data-testid="gl-line">
                      <Table.Td fz="sm" className={classes.date}>
                        {date(line.date)}
                      </Table.Td>
                      <Table.Td fz="sm">
                        <Anchor component={Link} to={`/${orgId}/${accountingPaths.journal(line.entryId)}`}>
                          {line.number}
                        </Anchor>
                      </Table.Td>
                      <Table.Td fz="sm">
                        {line.description}
                        {line.contactName ? (
                          <Text size="xs" c="dimmed">
                            {line.contactName}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td fz="sm">
                        {line.source && documentPath ? (
                          <Anchor component={Link} to={documentPath}>
                            {line.source.number}
                          </Anchor>
                        ) : (
                          (line.source?.number ?? '')
                        )}
                      </Table.Td>
                      <AmountTd value={line.debit} style={blank} />
                      <AmountTd value={line.credit} style={blank} />
                      <AmountTd value={line.balance} style={{ brackets: true }} />
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
              {data ? (
                <Table.Tfoot>
                  <Table.Tr className={classes.subtotalRow} data-testid="gl-totals">
                    <Table.Td colSpan={4}>{text('generalLedger.periodTotals')}</Table.Td>
                    <AmountTd value={data.totalDebit} />
                    <AmountTd value={data.totalCredit} />
                    <Table.Td />
                  </Table.Tr>
                  <Table.Tr className={classes.totalRow} data-testid="gl-closing">
                    <Table.Td className={classes.date}>{date(data.to)}</Table.Td>
                    <Table.Td colSpan={5}>{text('generalLedger.closing')}</Table.Td>
                    <AmountTd value={data.closing} style={{ brackets: true }} />
                  </Table.Tr>
                </Table.Tfoot>
              ) : null}
            </Table>
          </Table.ScrollContainer>
          {data && data.lines.length === 0 ? (
            <Text c="dimmed" ta="center" py="md" size="sm">
              {text('common.noData')}
            </Text>
          ) : null}
          <ListFooter pagination={data?.pagination} onPage={setPage} />
        </ReportState>
      )}
    </ReportFrame>
  );
}
