// The provider stack: Mantine theme, TanStack Query, i18n, toasts, and the router.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/api';
import { i18n } from '../lib/i18n';
import { installToastClickToClose } from '../lib/notify';
import { preferences } from '../lib/preferences';
import { useSession } from '../lib/use-session';
import { router } from './router';
import { theme } from './theme';

/** Loads the signed-in user's own language and year format (kept per user). */
function PreferencesFollowUser() {
  const { user } = useSession();
  const key = user ? (user.id ?? user.email) : null;
  useEffect(() => preferences.useUser(key), [key]);
  return null;
}

export function App({ router: appRouter = router }: { router?: ReturnType<typeof createBrowserRouter> }) {
  useEffect(() => installToastClickToClose(), []);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PreferencesFollowUser />
          <RouterProvider router={appRouter} />
          <Toaster position="top-center" richColors duration={5000} hotkey={['altKey', 'KeyT']} closeButton />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
