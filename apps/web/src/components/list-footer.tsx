// The footer of a paginated table: the total and the page buttons (hidden when one page is enough).
import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Pagination as PaginationInfo } from '../lib/pagination';

export function ListFooter({
  pagination,
  onPage,
}: {
  pagination: PaginationInfo | null | undefined;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!pagination) return null;
  return (
    <Group
      justify="space-between"
      px="md"
      py="sm"
      mih={52}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Text size="sm" c="dimmed" data-testid="list-total">
        {pagination.totalExact === false
          ? t('common.totalMoreThan', { count: pagination.total })
          : t('common.total', { count: pagination.total })}
      </Text>
      {pagination.totalPages > 1 ? (
        <Pagination
          size="sm"
          total={pagination.totalPages}
          value={pagination.page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': control })}
        />
      ) : null}
    </Group>
  );
}
