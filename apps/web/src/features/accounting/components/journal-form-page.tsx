// A manual journal entry (/{orgId}/accounting/journals/new): date, description and lines of account + debit or
// credit. Totals and the difference update as the user types; an entry whose debits and credits differ is
// refused with the figures (here, and again by the API). The JV number is given by the server on posting.
// Keyboard: Tab through account → note → debit → credit; Enter in the last line's amount adds a line that
// already carries the difference; Ctrl+Enter posts.
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { useOrgId } from '../../../lib/use-org-id';
import { useCreateJournal } from '../api/create-journal';
import { usePostableAccounts } from '../api/list-accounts';
import { useProjects } from '../api/lookups';
import { useAcctText } from '../i18n/use-acct-text';
import { todayIso } from '../model/dates';
import { blankLine, validateJournalForm, type JournalFormLine } from '../model/journal-form';
import { accountingPaths } from '../model/paths';
import { DateField } from '../../../components/date-field';
import { ctrlEnterSubmits, JournalLinesGrid } from './journal-lines-grid';
import { useJournalErrors } from './use-journal-errors';

export function JournalFormPage() {
  const orgId = useOrgId();
  const { text } = useAcctText();
  const navigate = useNavigate();
  const accounts = usePostableAccounts(orgId);
  const projects = useProjects(orgId);
  const hasProjects = (projects.data?.data ?? []).some((project) => project.isActive);
  const create = useCreateJournal(orgId);
  const [date, setDate] = useState(todayIso());
  const [description, setDescription] = useState('');
  const [lines, setLines] = useState<JournalFormLine[]>(() => [blankLine(), blankLine()]);
  const feedback = useJournalErrors();
  const { clearField, fieldError } = feedback;
  const listPath = `/${orgId}/${accountingPaths.journals}`;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const result = validateJournalForm({ date, description, lines });
    if (!result.ok) {
      feedback.reset(result.errors);
      return;
    }
    feedback.reset();
    create.mutate(result.request, {
      onSuccess: (entry) => {
        notify.success(text('form.posted', { number: entry.number }));
        void navigate(`/${orgId}/${accountingPaths.journal(entry.id)}`);
      },
      onError: (error) => {
        notify.error(text('form.postFailed'), feedback.showServerError(error, { date, description, lines }));
      },
    });
  };

  return (
    <form onSubmit={submit} onKeyDown={ctrlEnterSubmits(submit)} noValidate aria-label={text('form.title')}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={1} fz={26}>
              {text('form.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {text('form.subtitle')}
            </Text>
          </Stack>
        </Group>
        <Card withBorder radius="md" padding="md">
          <Group align="flex-start" gap="md" wrap="wrap">
            <DateField
              label={text('form.date')}
              value={date}
              onChange={(value) => {
                setDate(value);
                clearField('date');
              }}
              error={fieldError('date')}
              required
              w={180}
            />
            <TextInput
              label={text('form.description')}
              value={description}
              onChange={(event) => {
                setDescription(event.currentTarget.value);
                clearField('description');
              }}
              error={fieldError('description')}
              required
              style={{ flex: 1, minWidth: 320 }}
              maxLength={500}
              data-autofocus
            />
          </Group>
        </Card>
        <JournalLinesGrid
          label={text('form.title')}
          lines={lines}
          onLinesChange={setLines}
          onFieldEdit={clearField}
          onLineRemoved={() => feedback.reset()}
          fieldError={fieldError}
          accounts={accounts.data ?? []}
          withProjects={hasProjects}
        />
        {feedback.message ? (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="jv-error">
            {feedback.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={listPath}>
            {text('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {text('form.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
