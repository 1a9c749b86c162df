/** Providers around the router: TanStack Query, i18next, antd-mobile's locale. */
import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { I18nextProvider } from 'react-i18next';
import { i18next } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { useAntdLocale } from './antd-locale.ts';
import { RouteBoundary } from './route-boundary.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  const antdLocale = useAntdLocale();
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18next}>
          <ConfigProvider {...(antdLocale ? { locale: antdLocale } : {})}>
            {/* What fails outside a page (the shell itself) still gets the reload screen. */}
            <RouteBoundary resetKey="">
              <AppRouter />
            </RouteBoundary>
          </ConfigProvider>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
