/**
 * The console's providers: antd's theme and locale (following the interface language), antd's
 * <App> (its message instance is the one lib/notify.ts shows), TanStack Query, the router.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useActiveLanguage } from '#console/lib/i18n.ts';
import { bindMessages } from '#console/lib/notify.ts';

/** Button labels read as written: antd would put a space between two Chinese characters ("取 消"). */
const BUTTON = { autoInsertSpace: false };

export const THEME = {
  token: { colorPrimary: '#c2185b', borderRadius: 6 },
  components: { Layout: { headerHeight: 64 } },
};

function MessageBinding() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    bindMessages(message);
    return () => bindMessages(undefined);
  }, [message]);
  return null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const language = useActiveLanguage();
  if (!language) return null;
  return (
    <ConfigProvider locale={language.antd} theme={THEME} button={BUTTON}>
      <AntApp>
        <MessageBinding />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
