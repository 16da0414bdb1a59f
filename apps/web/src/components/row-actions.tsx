// The edit and delete icons at the end of a record's table row (products, contacts, warehouses, asset
// categories): each with a tooltip, and an accessible name that says which record it acts on.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function RowActions({
  name,
  edit,
  onDelete,
}: {
  /** The record's name, in the buttons' accessible names ("Edit Widget"). */
  name: string;
  /** Opens the editor: a handler (a modal), or the path of the edit page. */
  edit: (() => void) | string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const editLabel = `${t('common.edit')} ${name}`;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('common.edit')}>
        {typeof edit === 'string' ? (
          <ActionIcon component={Link} to={edit} variant="subtle" aria-label={editLabel}>
            <IconPencil size={18} />
          </ActionIcon>
        ) : (
          <ActionIcon variant="subtle" aria-label={editLabel} onClick={edit}>
            <IconPencil size={18} />
          </ActionIcon>
        )}
      </Tooltip>
      <Tooltip label={t('common.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('common.delete')} ${name}`}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
