// A titled card of the document editor (customer, document, items, remarks, summary, links, history).
import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Section({
  title,
  children,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {children}
    </Card>
  );
}
