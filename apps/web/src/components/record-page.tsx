// Pieces of a stored record's page (a stock count, a transfer): the frame with its link back to the list, a
// labelled figure of its summary card, and the header's actions — the status badge, Print (busy while the PDF is
// made) and, while the record may still be voided, Void (the page asks for the confirmation).
import { Anchor, Badge, Button, Container, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function RecordPageFrame(props: { backTo: string; backLabel: string; children: ReactNode }) {
  return (
    <Container size="lg" py="lg">
      <Anchor component={Link} to={props.backTo} size="sm" mb="sm" display="inline-flex">
        <IconArrowLeft size={16} style={{ marginRight: 4 }} />
        {props.backLabel}
      </Anchor>
      {props.children}
    </Container>
  );
}

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
