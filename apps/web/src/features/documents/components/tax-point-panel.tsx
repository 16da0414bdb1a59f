// The tax point of the document on screen (decisions 0090, 0091): its legal title as it will print, the
// "issue as tax invoice" switch for an invoice of taxable services only, and a warning, before saving, when
// a tax invoice lacks the buyer particulars s.86/4 requires.
import type { TaxPoint } from '@banchee/domain';
import { Alert, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocText } from '../i18n/use-doc-text';
import type { EditorKind } from '../model/kinds';
import type { ParticularPath } from '../model/tax-point';

export interface TaxPointPanelProps {
  kind: EditorKind;
  taxPoint: TaxPoint;
  issueAsTaxInvoice: boolean;
  missing: readonly ParticularPath[];
  readOnly: boolean;
  onIssueAsTaxInvoice: (checked: boolean) => void;
}

const MISSING_KEYS = {
  'contact.contact_name': 'taxPoint.missingName',
  'contact.address': 'taxPoint.missingAddress',
  'contact.branch': 'taxPoint.missingBranch',
} as const;

export function TaxPointPanel(props: TaxPointPanelProps) {
  const { kind, taxPoint, issueAsTaxInvoice, missing, readOnly, onIssueAsTaxInvoice } = props;
  const text = useDocText();
  const { i18n } = useTranslation();
  const title = i18n.language === 'en' ? taxPoint.title.en : taxPoint.title.th;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="tax-point">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {text('taxPoint.legalTitle')}
          </Text>
          <Text fw={700} data-testid="legal-title">
            {title}
          </Text>
        </Group>
        {/* Only an invoice offers the choice (decision 0090; kind-specific law, not a role). */}
        {kind === 'INV' && taxPoint.choice === 'open' ? (
          <Switch
            label={text('taxPoint.issueAsTaxInvoice')}
            description={text('taxPoint.issueAsTaxInvoiceHint')}
            checked={issueAsTaxInvoice}
            disabled={readOnly}
            onChange={(event) => onIssueAsTaxInvoice(event.currentTarget.checked)}
            data-testid="issue-as-tax-invoice"
          />
        ) : null}
        {missing.length > 0 && !readOnly ? (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle size={18} />}
            title={text('taxPoint.particularsTitle')}
            data-testid="particulars-warning"
          >
            {missing.map((path) => text(MISSING_KEYS[path])).join(' · ')}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
