// /{orgId}/accounting/projects (decision 0155): the projects an organisation tracks profit and loss by — add,
// edit (name, code, description, active), delete after confirmation — and the way to their report.
import type { Project } from '@banchee/contracts';
import { Badge, Button, Card, Group, Modal, Stack, Switch, Table, TextInput, Textarea } from '@mantine/core';
import { IconBriefcase, IconPencil, IconPlus, IconReportAnalytics, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { EmptyBlock } from '../../../components/empty-state';
import { Loading } from '../../../components/full-page-loading';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useProjects } from '../api/lookups';
import { useDeleteProject, useSaveProject } from '../api/save-project';
import { useReportText } from '../i18n/use-report-text';
import { businessReportPaths } from '../model/paths';

function ProjectForm({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const orgId = useOrgId();
  const { t } = useTranslation();
  const { text } = useReportText();
  const save = useSaveProject(orgId);
  const [name, setName] = useState(project?.name ?? '');
  const [code, setCode] = useState(project?.code ?? '');
  const [description, setDescription] = useState(project?.description ?? '');
  const [isActive, setActive] = useState(project?.isActive ?? true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: project?.id,
        input: { name, code: code || undefined, description: description || undefined, isActive },
      },
      {
        onSuccess: () => {
          notify.success(text('projects.saved'));
          onClose();
        },
        onError: (error) => notify.error(text('projects.failed'), errorText(error, t)),
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <TextInput
          label={text('projects.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          required
          data-autofocus
          maxLength={200}
        />
        <TextInput
          label={text('projects.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          maxLength={50}
        />
        <Textarea
          label={text('projects.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          rows={2}
        />
        <Switch
          label={text('projects.active')}
          checked={isActive}
          onChange={(e) => setActive(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text('projects.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {text('projects.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ProjectsPage() {
  const orgId = useOrgId();
  const { t } = useTranslation();
  const { text } = useReportText();
  const projects = useProjects(orgId);
  const remove = useDeleteProject(orgId);
  const [editing, setEditing] = useState<Project | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const rows = projects.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={text('projects.title')}
        subtitle={text('projects.subtitle')}
        actions={
          <>
            <Button
              variant="default"
              component={Link}
              to={`/${orgId}/${businessReportPaths.projects}`}
              leftSection={<IconReportAnalytics size={16} />}
            >
              {text('projects.report')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
              {text('projects.add')}
            </Button>
          </>
        }
      />
      <Card withBorder padding={0} radius="md">
        {projects.isPending ? <Loading /> : null}
        {rows.length > 0 ? (
          <Table aria-label={text('projects.title')} striped="odd" fz="sm" verticalSpacing="xs">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{text('projects.code')}</Table.Th>
                <Table.Th>{text('projects.name')}</Table.Th>
                <Table.Th>{text('projects.description')}</Table.Th>
                <Table.Th />
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((project) => (
                <Table.Tr key={project.id}>
                  <Table.Td>{project.code}</Table.Td>
                  <Table.Td>{project.name}</Table.Td>
                  <Table.Td>{project.description}</Table.Td>
                  <Table.Td>
                    <Badge color={project.isActive ? 'teal' : 'gray'} variant="light">
                      {text(project.isActive ? 'projects.active' : 'projects.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconPencil size={14} />}
                        onClick={() => setEditing(project)}
                        aria-label={`${text('projects.edit')} ${project.name}`}
                      >
                        {text('projects.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => setDeleting(project)}
                        aria-label={`${text('projects.delete')} ${project.name}`}
                      >
                        {text('projects.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : !projects.isPending ? (
          <EmptyBlock icon={<IconBriefcase />} title={text('projects.empty')} />
        ) : null}
      </Card>
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={text(editing ? 'projects.edit' : 'projects.add')}
        centered
      >
        {editing !== undefined ? (
          <ProjectForm key={editing?.id ?? 'new'} project={editing} onClose={() => setEditing(undefined)} />
        ) : null}
      </Modal>
      <ConfirmDelete
        name={deleting?.name ?? ''}
        opened={deleting !== null}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success(text('projects.deleted'));
              setDeleting(null);
            },
            onError: (error) => notify.error(text('projects.failed'), errorText(error, t)),
          });
        }}
      />
    </>
  );
}
