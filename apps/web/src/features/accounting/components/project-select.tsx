// A project picker for a journal line: the organisation's active projects by code and name, searchable,
// clearable; nothing to choose when the organisation keeps no projects.
import { Select, type SelectProps } from '@mantine/core';
import { useOrgId } from '../../../lib/use-org-id';
import { useProjects } from '../api/lookups';

export function ProjectSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (projectId: string) => void;
}) {
  const projects = useProjects(useOrgId());
  const data = (projects.data?.data ?? [])
    .filter((project) => project.isActive || project.id === value)
    .map((project) => ({ value: project.id, label: [project.code, project.name].filter(Boolean).join(' ') }));
  return (
    <Select
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      nothingFoundMessage="—"
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
