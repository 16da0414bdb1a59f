// A friendly empty or error state inside a card or table area.
import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyBlock({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py={48} px="md">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        {icon}
      </ThemeIcon>
      <Text fw={500} ta="center">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
