// One department (/{orgId}/employees/departments/{id}): edit it, or delete it after a confirmation.
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { Loading } from '../../../components/full-page-loading';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useDeleteDepartment, useDepartment } from '../api/departments';
import { useEmpText } from '../i18n/use-employees-text';
import { DepartmentForm } from './department-form';

export function DepartmentPage() {
  const { t } = useTranslation();
  const { text, errorMessage } = useEmpText();
  const organizationId = useOrgId();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const department = useDepartment(organizationId, id);
  const remove = useDeleteDepartment(organizationId);
  const [deleting, setDeleting] = useState(false);
  const back = () => void navigate(`/${organizationId}/employees/departments`);
  if (department.isPending) return <Loading fullPage />;
  if (!department.data) return <Card m="xl">{errorMessage(department.error)}</Card>;
  const { name } = department.data;
  return (
    <Card withBorder radius="md" padding="xl" maw={640} mx="auto" mt="xl">
      <Stack>
        <Group justify="space-between">
          <Title order={1} fz={24}>
            {text('departments.editTitle', { name })}
          </Title>
          <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
            {t('common.delete')}
          </Button>
        </Group>
        <DepartmentForm department={department.data} onSaved={back} onCancel={back} />
      </Stack>
      <ConfirmDelete
        name={name}
        opened={deleting}
        loading={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              notify.success(text('departments.deleted', { name }));
              back();
            },
            onError: (error) => {
              setDeleting(false);
              notify.error(errorMessage(error));
            },
          })
        }
      />
    </Card>
  );
}
