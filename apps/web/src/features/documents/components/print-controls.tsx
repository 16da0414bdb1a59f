// Print and download of a stored document's PDF (GET /{resource}/{id}/pdf): original, copy or both, Buddhist
// Era dates (the user's year-format preference by default) and Thai or English layout (the UI language).
import type { SalesDocument } from '@banchee/contracts';
import { ActionIcon, Button, Checkbox, Group, Popover, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { usePrintDefaults } from '../../../lib/print-defaults';
import { downloadBlob, getDocumentPdf, openBlob, type PdfOptions } from '../api/document-pdf';
import { useDocText } from '../i18n/use-doc-text';
import { resourceOf } from '../model/kinds';

export function PrintControls({ document, disabled }: { document: SalesDocument; disabled: boolean }) {
  const { t } = useTranslation();
  const text = useDocText();
  // The UI language; the organisation's era for printed documents when it has one, else the person's.
  const defaults = usePrintDefaults();
  const [options, setOptions] = useState<PdfOptions>({ copy: 'original', ...defaults });
  const [busy, setBusy] = useState<'print' | 'download' | null>(null);

  const run = async (mode: 'print' | 'download') => {
    // The tab is opened before the request, while the click still counts as a user gesture (popup blockers).
    const target = mode === 'print' ? window.open('', '_blank') : null;
    setBusy(mode);
    try {
      const blob = await getDocumentPdf(resourceOf(document.kind), document.id, options);
      if (mode === 'print') openBlob(blob, target);
      else downloadBlob(blob, `${document.number}.pdf`);
    } catch (error) {
      target?.close();
      notify.error(text('editor.pdfFailed'), errorText(error, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} />}
        loading={busy === 'print'}
        disabled={disabled}
        onClick={() => void run('print')}
        data-testid="print"
      >
        {text('editor.print')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={busy === 'download'}
        disabled={disabled}
        onClick={() => void run('download')}
        data-testid="download-pdf"
      >
        {text('editor.download')}
      </Button>
      <Popover position="bottom-end" withArrow shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon variant="default" size="lg" aria-label={text('editor.copies')} disabled={disabled}>
            <IconAdjustments size={18} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm">
            <Text size="sm" fw={500}>
              {text('editor.copies')}
            </Text>
            <SegmentedControl
              size="xs"
              value={options.copy}
              onChange={(copy) => setOptions((o) => ({ ...o, copy: copy }))}
              data={[
                { value: 'original', label: text('editor.copyOriginal') },
                { value: 'copy', label: text('editor.copyCopy') },
                { value: 'both', label: text('editor.copyBoth') },
              ]}
            />
            <Text size="sm" fw={500}>
              {text('editor.pdfLanguage')}
            </Text>
            <SegmentedControl
              size="xs"
              value={options.lang}
              onChange={(lang) => setOptions((o) => ({ ...o, lang: lang }))}
              data={[
                { value: 'th', label: 'ไทย' },
                { value: 'en', label: 'EN' },
              ]}
            />
            <Checkbox
              label={text('editor.buddhistEra')}
              checked={options.be}
              onChange={(event) => {
                const be = event.currentTarget.checked;
                setOptions((o) => ({ ...o, be }));
              }}
            />
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
