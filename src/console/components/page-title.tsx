/** A screen's heading, and the document's title with it. */
import { Flex, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useT } from '#console/lib/i18n.ts';

/** Sets the browser tab's title: the screen, then the console's name. */
export function usePageTitle(title: string): void {
  const t = useT();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
}

export function PageTitle({ children, extra }: { children: string; extra?: ReactNode }) {
  usePageTitle(children);
  return (
    <Flex align="center" justify="space-between" gap={16} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
