/** /console/channels (finance, owner): payment channels on or off, and their order. */
import { Typography } from 'antd';
import { PageTitle } from '#console/components/page-title.tsx';
import { useChannels } from '#console/features/channels/api/get-channels.ts';
import { ChannelList } from '#console/features/channels/components/channel-list.tsx';
import { useT } from '#console/lib/i18n.ts';

export function Component() {
  const t = useT();
  const channels = useChannels();
  return (
    <>
      <PageTitle>{t('menu.channels')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('channels.help')}</Typography.Paragraph>
      <ChannelList items={channels.data?.items ?? []} loading={channels.isFetching} />
    </>
  );
}
