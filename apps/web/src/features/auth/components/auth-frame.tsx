// The frame shared by sign-in and sign-up: a brand panel on wide screens and the form card, with the
// language switch in the corner so a visitor can read the form in their language before signing in.
import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { LogoMark } from '../../../components/logo';

export function AuthFrame({
  title,
  subtitle,
  children,
  width = 420,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" style={{ display: 'flex' }}>
      <Box
        visibleFrom="md"
        w="38%"
        p={48}
        style={{
          background: 'linear-gradient(160deg, var(--mantine-color-brand-7), var(--mantine-color-brand-9))',
          color: 'white',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
        }}
      >
        <Group gap="sm">
          <LogoMark size={40} />
          <Text fw={700} fz={24}>
            {t('app.name')}
          </Text>
        </Group>
        <Text fz={28} fw={600} lh={1.4} maw={380}>
          {t('app.tagline')}
        </Text>
        <Text fz="sm" opacity={0.8}>
          VAT 7% · ภาษีหัก ณ ที่จ่าย · ใบกำกับภาษี
        </Text>
      </Box>
      <Stack flex={1} p="lg" gap={0}>
        <Group justify="flex-end">
          <LanguageSwitch />
        </Group>
        <Stack flex={1} justify="center" align="center">
          <Paper withBorder shadow="sm" radius="lg" p={32} w="100%" maw={width}>
            <Stack gap={4} mb="lg">
              <Group gap="sm" hiddenFrom="md" mb="sm">
                <LogoMark size={32} />
                <Text fw={700} fz={20}>
                  {t('app.name')}
                </Text>
              </Group>
              <Title order={1} fz={26}>
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Stack>
    </Box>
  );
}
