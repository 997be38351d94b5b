import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import type { I18n } from './lib/i18n';
import type { ConsoleRouter } from './router';

/** The console with its providers: translations, server state (TanStack Query) and the router. */
export function ConsoleApp({
  router,
  queryClient,
  i18n,
}: {
  router: ConsoleRouter;
  queryClient: QueryClient;
  i18n: I18n;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
