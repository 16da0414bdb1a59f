// The project a document names (decision 0202): a search combobox over the organisation's active projects,
// found by code or name as the person types, clearable. The project a document already names stays shown
// when it has since been made inactive; an id the organisation no longer keeps is said so. Read-only
// documents show the choice without offering others.
import type { Project } from '@banchee/contracts';
import { Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useOrgId } from '../../../lib/use-org-id';
import { useProjectOptions } from '../api/project-options';
import { useDocText } from '../i18n/use-doc-text';

export interface ProjectPickerProps {
  /** The chosen project's id, '' for none. */
  value: string;
  onChange: (projectId: string) => void;
  readOnly: boolean;
  error: string | undefined;
}

/** "P-01 ไซต์งานบางนา", or the name alone for a project without a code. */
export function projectLabel(project: Pick<Project, 'code' | 'name'>): string {
  return [project.code, project.name].filter(Boolean).join(' ');
}

export function ProjectPicker({ value, onChange, readOnly, error }: ProjectPickerProps) {
  const text = useDocText();
  const query = useProjectOptions(useOrgId());
  const unknown = text('header.projectUnknown');
  // The same options object between renders: Mantine's Select resets the text being typed whenever the
  // options change identity (the editor re-renders as the totals update).
  const options = useMemo(() => {
    const active = (query.data?.data ?? [])
      .filter((project) => project.isActive || project.id === value)
      .map((project) => ({ value: project.id, label: projectLabel(project) }));
    const known = value === '' || !query.isSuccess || active.some((option) => option.value === value);
    return known ? active : [...active, { value, label: unknown }];
  }, [query.data, query.isSuccess, value, unknown]);
  return (
    <Select
      label={text('header.project')}
      placeholder={readOnly ? undefined : text('header.projectPlaceholder')}
      leftSection={<IconSearch size={16} />}
      data={options}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable={!readOnly}
      readOnly={readOnly}
      nothingFoundMessage={text('header.projectNothingFound')}
      comboboxProps={{ withinPortal: true }}
      error={error}
      data-testid="project-picker"
    />
  );
}
