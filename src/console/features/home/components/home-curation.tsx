/**
 * The Home screen (home curation, issue 17): the banners viewers get at the top of home, in
 * order, with an add button and a dialog per banner; and the rails below them. Viewers see a
 * change within seconds.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { ConsoleBanner } from '#shared/contract/console-home.ts';
import { BANNER_LIMIT } from '#shared/contract/console-home.ts';
import { PageTitle } from '#console/components/page-title.tsx';
import { useT } from '#console/lib/i18n.ts';
import { useHomeCuration } from '../api/get-home-curation.ts';
import { BannerDialog } from './banner-dialog.tsx';
import { BannerTable } from './banner-table.tsx';
import { RailOrder } from './rail-order.tsx';

/** The dialog's banner: undefined = closed, 'new' = a new one. */
type Editing = ConsoleBanner | 'new' | undefined;

export function HomeCuration() {
  const t = useT();
  const curation = useHomeCuration();
  const [editing, setEditing] = useState<Editing>();
  const data = curation.data;
  return (
    <>
      <PageTitle
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!data || data.banners.length >= BANNER_LIMIT}
            onClick={() => setEditing('new')}
          >
            {t('home.add_banner')}
          </Button>
        }
      >
        {t('home.title')}
      </PageTitle>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      {!data ? (
        <Flex justify="center" style={{ padding: 64 }}>
          {curation.isError ? <Alert type="error" showIcon title={curation.error.message} /> : <Spin />}
        </Flex>
      ) : (
        <Flex vertical gap={24}>
          <Card
            title={t('home.banners')}
            extra={t('home.banner_count', { count: data.banners.length, max: BANNER_LIMIT })}
          >
            <BannerTable banners={data.banners} onEdit={setEditing} />
          </Card>
          <Card title={t('home.rails')} style={{ maxWidth: 640 }}>
            <Typography.Paragraph type="secondary">{t('home.rails_help')}</Typography.Paragraph>
            <RailOrder rails={data.rails} />
          </Card>
        </Flex>
      )}
      <BannerDialog
        key={editing === undefined ? 'closed' : editing === 'new' ? 'new' : editing.id}
        banner={editing === 'new' ? undefined : editing}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
