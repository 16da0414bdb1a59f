// The Banchee mark: a rounded square with a "B"; used in the rail, the sign-in page and document pages.
import { Box, Text } from '@mantine/core';

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      w={size}
      h={size}
      style={{
        borderRadius: size / 4,
        background: 'linear-gradient(135deg, var(--mantine-color-brand-5), var(--mantine-color-brand-8))',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      <Text c="white" fw={700} fz={size * 0.5} lh={1}>
        B
      </Text>
    </Box>
  );
}
