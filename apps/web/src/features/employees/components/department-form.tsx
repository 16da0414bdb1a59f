// The department form (name, code, staff cost type), used by the list's "new" dialog and the department page.
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { departmentInput, departmentTypes } from '@banchee/contracts';
import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useOrgId } from '../../../lib/use-org-id';
import { useSaveDepartment, type Department } from '../api/departments';
import { useEmpText } from '../i18n/use-employees-text';

export function DepartmentForm({
  department,
  onSaved,
  onCancel,
}: {
  department?: Department;
  onSaved: (saved: Department) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { text, errorMessage } = useEmpText();
  const organizationId = useOrgId();
  const save = useSaveDepartment(organizationId);
  const form = useForm(
    { name: department?.name ?? '', code: department?.code ?? '', type: department?.type ?? 'ADMIN' },
    t,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate(departmentInput);
    if (!input) return;
    save.mutate(
      { id: department?.id, input },
      {
        onSuccess: (saved) => {
          notify.success(text('departments.saved', { name: saved.name }));
          onSaved(saved);
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) notify.error(errorMessage(error));
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput label={text('departments.name')} withAsterisk data-autofocus {...form.text('name')} />
        <TextInput label={text('departments.code')} {...form.text('code')} />
        <Select
          label={text('departments.type')}
          data={departmentTypes.map((type) => ({ value: type, label: text(`departments.types.${type}`) }))}
          value={form.values.type}
          onChange={(value) => form.set('type', value ?? 'ADMIN')}
          allowDeselect={false}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
