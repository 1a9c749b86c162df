/**
 * The payment channels in the pay popup's order: a switch each (a channel this server has no
 * gateway for cannot be switched on, and says why) and arrows to move it; each change is saved
 * at once and shows in the pay popup at once.
 */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Flex, List, Switch, Tag, Typography } from 'antd';
import type { ConsoleChannel } from '#shared/contract/console-goods.ts';
import { useT } from '#console/lib/i18n.ts';
import { useSetChannels } from '../api/set-channels.ts';

export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

export function ChannelList({ items, loading }: { items: readonly ConsoleChannel[]; loading: boolean }) {
  const t = useT();
  const save = useSetChannels();
  const send = (list: readonly ConsoleChannel[]) =>
    save.mutate({ channels: list.map((c) => ({ channel: c.channel, enabled: c.enabled })) });
  return (
    <List<ConsoleChannel>
      bordered
      loading={loading || save.isPending}
      dataSource={[...items]}
      style={{ maxWidth: 640 }}
      renderItem={(channel, index) => (
        <List.Item
          data-testid={`channel-${channel.channel}`}
          actions={[
            <Button
              key="up"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('channels.up')}
              disabled={index === 0}
              onClick={() => send(moved(items, index, -1))}
            />,
            <Button
              key="down"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('channels.down')}
              disabled={index === items.length - 1}
              onClick={() => send(moved(items, index, 1))}
            />,
          ]}
        >
          <Flex gap={12} align="center">
            <Switch
              checked={channel.enabled}
              disabled={!channel.configured}
              aria-label={t(`channels.name.${channel.channel}`)}
              onChange={(enabled) => send(items.map((c) => (c === channel ? { ...c, enabled } : c)))}
            />
            <Typography.Text strong>{t(`channels.name.${channel.channel}`)}</Typography.Text>
            {!channel.configured && <Tag>{t('channels.not_configured')}</Tag>}
          </Flex>
        </List.Item>
      )}
    />
  );
}
