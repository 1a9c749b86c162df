/** The frame of the pages before sign-in: the console's name, the language picker, one card. */
import { Card, Flex, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '#console/lib/i18n.ts';
import { LanguagePicker } from './language-picker.tsx';

export function AuthCard({
  title,
  children,
  width = 440,
}: {
  title: string;
  children: ReactNode;
  width?: number;
}) {
  const t = useT();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex justify="space-between" align="center" style={{ padding: '12px 24px' }}>
        <Typography.Text strong>{t('app.name')}</Typography.Text>
        <LanguagePicker />
      </Flex>
      <Flex justify="center" align="flex-start" style={{ padding: '5vh 16px 48px' }}>
        <Card style={{ width, maxWidth: '100%' }}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </Flex>
    </Layout>
  );
}
