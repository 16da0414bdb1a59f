// Chart of accounts (/{orgId}/accounting/chart-of-account): the five groups as a collapsible tree with each
// account's balance as of a date (headers sum their descendants), search by code or name (150 ms debounce,
// ancestors of matches kept), and add / rename / deactivate with a confirmation. Accounts are never deleted
// from here: one with postings must stay, so it can only be deactivated.
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import type { AccountTreeNode } from '@banchee/contracts';
import {
  IconBook2,
  IconChevronDown,
  IconChevronRight,
  IconCirclePlus,
  IconEye,
  IconEyeOff,
  IconListTree,
  IconPencil,
  IconPlus,
} from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { errorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useChart } from '../api/list-accounts';
import { useUpdateAccount } from '../api/save-account';
import { accountName, useAcctText } from '../i18n/use-acct-text';
import { collapsedFromLevel, headerCodes, visibleAccountRows } from '../model/account-tree';
import { startOfYear, todayIso } from '../model/dates';
import { generalLedgerHref } from '../model/paths';
import { AccountFormModal, type AccountFormTarget } from './account-form-modal';
import { DateField } from '../../../components/date-field';
import { PeriodLink } from './period-links';
import { AmountTd, AmountTh } from './figures';
import classes from './accounting.module.css';

/**
 * The chart opens on its outline: the five groups and their main headers (about 25 rows of ~300), so the
 * first paint is quick and the reader unfolds what they need.
 */
const OUTLINE_LEVEL = 1;

export function ChartOfAccountsPage() {
  const orgId = useOrgId();
  const { text, language } = useAcctText();
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [asOf, setAsOf] = useState(todayIso());
  const [includeInactive, setIncludeInactive] = useState(false);
  const chart = useChart(orgId, { asOf: asOf || undefined, search, includeInactive });
  const rows = useMemo(() => chart.data?.data ?? [], [chart.data]);
  // New codes are suggested against every account, not just the ones a search or the active filter shows.
  const fullChart = useChart(orgId, { includeInactive: true });
  // null until the user opens or closes a header: the chart then shows its outline (groups and first headers).
  const [touched, setCollapsed] = useState<Set<string> | null>(null);
  const collapsed = useMemo(() => touched ?? collapsedFromLevel(rows, OUTLINE_LEVEL), [touched, rows]);
  const [formTarget, setFormTarget] = useState<AccountFormTarget | null>(null);
  const [deactivating, setDeactivating] = useState<AccountTreeNode | null>(null);
  const update = useUpdateAccount(orgId);

  const onSearch = useCallback((value: string) => setSearch(value), []);
  // While searching every match is shown with its ancestors, whatever was collapsed.
  const visible = useMemo(
    () => (search.trim() ? rows : visibleAccountRows(rows, collapsed)),
    [rows, collapsed, search],
  );

  const toggle = (code: string) =>
    setCollapsed(() => {
      const next = new Set(collapsed);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const setActive = (account: AccountTreeNode, isActive: boolean) =>
    update.mutate(
      { id: account.id, input: { isActive } },
      {
        onSuccess: () => {
          notify.success(text(isActive ? 'chart.reactivated' : 'chart.deactivated', { code: account.code }));
          setDeactivating(null);
        },
        onError: (error) => notify.error(text('chart.saveFailed'), errorText(error, t)),
      },
    );

  return (
    <>
      <PageHeader
        title={text('chart.title')}
        subtitle={text('chart.subtitle')}
        actions={
          <>
            <PeriodLink orgId={orgId} to="opening" />
            <Button
              leftSection={<IconPlus size={18} />}
              onClick={() => setFormTarget({ mode: 'add', parentCode: '' })}
            >
              {text('chart.add')}
            </Button>
          </>
        }
      />
      <Card withBorder padding={0} radius="md">
        <Group p="md" gap="md" align="flex-end" wrap="wrap">
          <SearchInput placeholder={text('chart.searchPlaceholder')} onSearch={onSearch} />
          <DateField label={text('common.asOf')} value={asOf} onChange={setAsOf} w={150} clearable />
          <Switch
            label={text('chart.showInactive')}
            checked={includeInactive}
            onChange={(event) => setIncludeInactive(event.currentTarget.checked)}
            mb={8}
          />
          <Group gap={4}>
            <Button variant="subtle" size="xs" onClick={() => setCollapsed(new Set())}>
              {text('chart.expandAll')}
            </Button>
            <Button variant="subtle" size="xs" onClick={() => setCollapsed(headerCodes(rows))}>
              {text('chart.collapseAll')}
            </Button>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={840}>
          <Table
            highlightOnHover
            aria-label={text('chart.title')}
            aria-busy={chart.isFetching}
            verticalSpacing={6}
            horizontalSpacing="sm"
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={170}>{text('common.code')}</Table.Th>
                <Table.Th>{text('common.accountName')}</Table.Th>
                <Table.Th w={80}>{text('chart.normalSide')}</Table.Th>
                <AmountTh w={70}>{text('chart.lines')}</AmountTh>
                <AmountTh w={130}>{text('common.balance')}</AmountTh>
                <Table.Th w={120} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chart.isPending
                ? Array.from({ length: 8 }, (_, index) => (
                    <Table.Tr key={index}>
                      <Table.Td colSpan={6}>
                        <Skeleton h={22} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : visible.map((row) => {
                    const name = accountName(row, language);
                    const isCollapsed = collapsed.has(row.code);
                    const rowClass = !row.isActive
                      ? classes.inactive
                      : row.isPostable
                        ? undefined
                        : classes.headerAccount;
                    return (
                      <Table.Tr key={row.code} className={rowClass} data-testid={`coa-row-${row.code}`}>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" pl={row.level * 12}>
                            {row.hasChildren && !search.trim() ? (
                              <ActionIcon
                                variant="subtle"
                                color="gray"
                                size="sm"
                                onClick={() => toggle(row.code)}
                                aria-expanded={!isCollapsed}
                                aria-label={text(isCollapsed ? 'chart.expand' : 'chart.collapse', { name })}
                              >
                                {isCollapsed ? <IconChevronRight size={16} /> : <IconChevronDown size={16} />}
                              </ActionIcon>
                            ) : (
                              <Box w={22} />
                            )}
                            <Text span size="sm" className={classes.code}>
                              {row.code}
                            </Text>
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            {row.isPostable ? (
                              <Anchor
                                component={Link}
                                to={generalLedgerHref(orgId, row.code, {
                                  from: startOfYear(asOf || todayIso()),
                                  to: asOf || todayIso(),
                                })}
                                size="sm"
                                c="inherit"
                              >
                                {name}
                              </Anchor>
                            ) : (
                              <Text size="sm" fw={600}>
                                {name}
                              </Text>
                            )}
                            {!row.isActive ? (
                              <Badge size="xs" color="gray" variant="outline">
                                {text('chart.inactive')}
                              </Badge>
                            ) : null}
                          </Group>
                          {language === 'th' ? (
                            <Text size="xs" c="dimmed">
                              {row.nameEn}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td fz="sm">
                          {text(row.normalBalance === 'debit' ? 'common.debitShort' : 'common.creditShort')}
                        </Table.Td>
                        <Table.Td className={classes.amount} fz="sm" c="dimmed">
                          {row.lineCount > 0 ? row.lineCount : ''}
                        </Table.Td>
                        <AmountTd
                          value={row.balance}
                          style={{ brackets: true }}
                          strong={!row.isPostable}
                          data-testid={`coa-balance-${row.code}`}
                        />
                        <Table.Td>
                          <RowActions
                            row={row}
                            name={name}
                            orgId={orgId}
                            asOf={asOf}
                            onAdd={() => setFormTarget({ mode: 'add', parentCode: row.code })}
                            onRename={() => setFormTarget({ mode: 'rename', account: row })}
                            onDeactivate={() => setDeactivating(row)}
                            onReactivate={() => setActive(row, true)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {chart.isError ? (
          <EmptyBlock icon={<IconListTree />} title={text('common.loadFailed')}>
            <Button variant="light" onClick={() => void chart.refetch()}>
              {text('common.retry')}
            </Button>
          </EmptyBlock>
        ) : !chart.isPending && rows.length === 0 ? (
          <EmptyBlock
            icon={<IconListTree />}
            title={search ? text('chart.noMatch', { search }) : text('chart.empty')}
          />
        ) : null}
      </Card>

      <AccountFormModal
        orgId={orgId}
        rows={fullChart.data?.data ?? rows}
        target={formTarget}
        onClose={() => setFormTarget(null)}
      />
      <Modal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        centered
        title={
          deactivating
            ? text('chart.confirmDeactivateTitle', {
                code: deactivating.code,
                name: accountName(deactivating, language),
              })
            : ''
        }
      >
        <Text size="sm" mb="lg">
          {text('chart.confirmDeactivateBody')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeactivating(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={update.isPending}
            onClick={() => deactivating && setActive(deactivating, false)}
            data-autofocus
          >
            {text('chart.confirmDeactivate')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function RowActions({
  row,
  name,
  orgId,
  asOf,
  onAdd,
  onRename,
  onDeactivate,
  onReactivate,
}: {
  row: AccountTreeNode;
  name: string;
  orgId: string;
  asOf: string;
  onAdd: () => void;
  onRename: () => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}) {
  const { text } = useAcctText();
  const to = asOf || todayIso();
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      {!row.isPostable && row.isActive ? (
        <ActionIcon
          variant="subtle"
          aria-label={text('chart.addUnder', { name })}
          title={text('chart.addUnder', { name })}
          onClick={onAdd}
        >
          <IconCirclePlus size={18} />
        </ActionIcon>
      ) : null}
      {row.isPostable ? (
        <ActionIcon
          variant="subtle"
          component={Link}
          to={generalLedgerHref(orgId, row.code, { from: startOfYear(to), to })}
          aria-label={text('chart.openLedger', { name })}
          title={text('chart.openLedger', { name })}
        >
          <IconBook2 size={18} />
        </ActionIcon>
      ) : null}
      <ActionIcon
        variant="subtle"
        aria-label={text('chart.rename', { name })}
        title={text('chart.rename', { name })}
        onClick={onRename}
      >
        <IconPencil size={18} />
      </ActionIcon>
      {row.level > 0 ? (
        row.isActive ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={text('chart.deactivate', { name })}
            title={text('chart.deactivate', { name })}
            onClick={onDeactivate}
          >
            <IconEyeOff size={18} />
          </ActionIcon>
        ) : (
          <ActionIcon
            variant="subtle"
            color="teal"
            aria-label={text('chart.reactivate', { name })}
            title={text('chart.reactivate', { name })}
            onClick={onReactivate}
          >
            <IconEye size={18} />
          </ActionIcon>
        )
      ) : null}
    </Group>
  );
}
