// Thai / English switch; the choice is stored per user (lib/preferences.ts).
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { preferences, usePreferences } from '../lib/preferences';

export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { language } = usePreferences();
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('shell.language')}
      value={language}
      onChange={(value) => preferences.set({ language: value })}
      data={[
        { value: 'th', label: 'ไทย' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
