// The edit and delete icons of a record's row: each button is named after the record, the edit icon either
// calls its handler or links to the edit page, and the delete icon calls its handler.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOrgPage, TEST_ORG_ID } from '../test-harness';
import { RowActions } from './row-actions';

describe('RowActions', () => {
  it('names both buttons after the record and calls the edit and delete handlers', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderOrgPage(
      [{ path: 'x', element: <RowActions name="Widget" edit={onEdit} onDelete={onDelete} /> }],
      'x',
    );
    fireEvent.click(screen.getByRole('button', { name: 'แก้ไข Widget' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'ลบ Widget' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('links the edit icon to the edit page when given a path', () => {
    const path = `/${TEST_ORG_ID}/contacts/42`;
    renderOrgPage([{ path: 'x', element: <RowActions name="ACME" edit={path} onDelete={() => {}} /> }], 'x');
    expect(screen.getByRole('link', { name: 'แก้ไข ACME' }).getAttribute('href')).toBe(path);
  });
});
