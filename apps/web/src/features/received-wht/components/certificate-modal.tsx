// The form recording a customer's 50 ทวิ for one receipt: book and number, date, the tax it states (the posted
// figure by default), notes and an optional scan. Enter saves; server field errors show under their field.
import type { ReceivedWhtRow } from '@banchee/contracts';
import { Button, FileInput, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DateField } from '../../../components/date-field';
import { ApiError } from '../../../lib/api';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSaveCertificate } from '../api/save-certificate';
import { useReceivedWhtText } from '../i18n/use-received-wht-text';
import { errorKeyOf, readScan, scanProblem } from '../model/certificate-form';

interface Draft {
  bookNumber: string;
  certificateNumber: string;
  certificateDate: string;
  taxAmount: string;
  notes: string;
}

const draftOf = (row: ReceivedWhtRow): Draft => ({
  bookNumber: row.certificate?.bookNumber ?? '',
  certificateNumber: row.certificate?.certificateNumber ?? '',
  certificateDate: row.certificate?.certificateDate ?? '',
  taxAmount: row.certificate?.taxAmount ?? row.withheld,
  notes: row.certificate?.notes ?? '',
});

export function CertificateModal({
  orgId,
  row,
  onClose,
}: {
  orgId: string;
  row: ReceivedWhtRow;
  onClose: () => void;
}) {
  const { text } = useReceivedWhtText();
  const save = useSaveCertificate(orgId);
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: FieldErrors = {};
    if (draft.certificateNumber.trim() === '') local.certificateNumber = text('form.required');
    if (draft.certificateDate === '') local.certificateDate = text('form.required');
    if (draft.taxAmount.trim() === '') local.taxAmount = text('form.required');
    const problem = file ? scanProblem(file) : null;
    if (problem) local.scan = text(`errors.${problem}`);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await save.mutateAsync({
        documentId: row.documentId,
        input: {
          bookNumber: draft.bookNumber.trim() || undefined,
          certificateNumber: draft.certificateNumber.trim(),
          certificateDate: draft.certificateDate,
          taxAmount: draft.taxAmount.trim(),
          notes: draft.notes.trim() || undefined,
        },
        ...(file ? { scan: await readScan(file) } : {}),
      });
      notify.success(text('saved'));
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      // A refused scan names "data"; show it under the file field.
      if (fields.data) fields.scan = fields.data;
      setErrors(fields);
      notify.error(text(`errors.${errorKeyOf(error instanceof ApiError ? error.code : undefined)}`));
    }
  };

  return (
    <Modal opened onClose={onClose} title={text('form.title', { number: row.number })} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={text('form.bookNumber')}
              value={draft.bookNumber}
              onChange={(e) => set('bookNumber')(e.currentTarget.value)}
              error={errors.bookNumber}
              maxLength={30}
            />
            <TextInput
              label={text('form.certificateNumber')}
              value={draft.certificateNumber}
              onChange={(e) => set('certificateNumber')(e.currentTarget.value)}
              error={errors.certificateNumber}
              maxLength={60}
              withAsterisk
              data-autofocus
            />
          </Group>
          <Group grow align="flex-start">
            <DateField
              label={text('form.certificateDate')}
              value={draft.certificateDate}
              onChange={set('certificateDate')}
              error={errors.certificateDate}
              withAsterisk
            />
            <TextInput
              label={text('form.taxAmount')}
              value={draft.taxAmount}
              onChange={(e) => set('taxAmount')(e.currentTarget.value)}
              error={errors.taxAmount}
              inputMode="decimal"
              withAsterisk
              styles={{ input: { textAlign: 'right' } }}
            />
          </Group>
          <Textarea
            label={text('form.notes')}
            value={draft.notes}
            onChange={(e) => set('notes')(e.currentTarget.value)}
            error={errors.notes}
            rows={2}
            maxLength={1000}
          />
          <FileInput
            label={text('form.scan')}
            description={row.certificate?.scan ? text('form.scanKept') : undefined}
            accept="image/png,image/jpeg,application/pdf"
            value={file}
            onChange={setFile}
            error={errors.scan}
            leftSection={<IconPaperclip size={16} />}
            clearable
          />
          {row.certificate?.scan?.fileName ? (
            <Text size="xs" c="dimmed">
              {row.certificate.scan.fileName}
            </Text>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {text('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {text('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
