// Pieces of a stored record's page (a stock count, a transfer): a labelled figure of its summary card, and the
// header's actions — the status badge, Print (busy while the PDF is made) and, while the record may still be
// voided, Void (the page asks for the confirmation).
import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

export interface RecordActionsProps {
  readonly statusLabel: string;
  readonly statusColor: string;
  readonly printLabel: string;
  readonly printing: boolean;
  readonly onPrint: () => void;
  readonly voidLabel: string;
  /** Absent when the record can no longer be voided. */
  readonly onVoid?: () => void;
}

export function RecordActions(props: RecordActionsProps) {
  return (
    <>
      <Badge variant="light" size="lg" color={props.statusColor}>
        {props.statusLabel}
      </Badge>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} />}
        loading={props.printing}
        onClick={props.onPrint}
      >
        {props.printLabel}
      </Button>
      {props.onVoid ? (
        <Button variant="light" color="red" onClick={props.onVoid}>
          {props.voidLabel}
        </Button>
      ) : null}
    </>
  );
}
