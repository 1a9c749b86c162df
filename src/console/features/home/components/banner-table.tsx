/**
 * Home's banners in the order viewers get them: drag a row to reorder (saved at once), each with
 * its image, series, show window in the operator's time zone and where it stands now; edit, or
 * delete after a confirmation.
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Table, Typography } from 'antd';
import type { ConsoleBanner } from '#shared/contract/console-home.ts';
import { DragHandle, SortableRow, SortableRows } from '#console/components/sortable-rows.tsx';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { useDeleteBanner } from '../api/delete-banner.ts';
import { useReorderBanners } from '../api/reorder-banners.ts';
import { BannerStateTag } from './banner-state-tag.tsx';

export function BannerTable({
  banners,
  onEdit,
}: {
  banners: ConsoleBanner[];
  onEdit: (banner: ConsoleBanner) => void;
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const when = (iso: string | null, open: string) => (iso ? formatDateTime(iso, language) : open);
  return (
    <SortableRows ids={banners.map((b) => b.id)} onMove={(order) => reorder.mutate(order)}>
      <Table<ConsoleBanner>
        rowKey="id"
        size="middle"
        dataSource={banners}
        pagination={false}
        components={{ body: { row: SortableRow } }}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('home.no_banners') }}
        columns={[
          {
            key: 'drag',
            width: 40,
            render: (_value, banner) => (
              <DragHandle
                label={t('home.drag_banner', { title: banner.series_title })}
                disabled={reorder.isPending}
              />
            ),
          },
          {
            key: 'image',
            title: t('home.image'),
            width: 152,
            render: (_value, banner) =>
              banner.image_url ? (
                <img
                  src={banner.image_url}
                  alt=""
                  width={128}
                  height={72}
                  style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
                />
              ) : null,
          },
          {
            key: 'series',
            title: t('home.series'),
            render: (_value, banner) => (
              <Flex vertical>
                <Typography.Text strong>{banner.series_title}</Typography.Text>
                {banner.image ? null : (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('home.image_is_poster')}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            key: 'window',
            title: t('home.window'),
            width: 260,
            render: (_value, banner) => (
              <Flex vertical style={{ fontSize: 13 }}>
                <span>{t('home.from_value', { value: when(banner.show_from, t('home.open_start')) })}</span>
                <span>{t('home.until_value', { value: when(banner.show_until, t('home.open_end')) })}</span>
              </Flex>
            ),
          },
          {
            key: 'state',
            title: t('home.state'),
            width: 120,
            render: (_value, banner) => <BannerStateTag state={banner.state} />,
          },
          {
            key: 'actions',
            width: 104,
            render: (_value, banner) => (
              <Flex gap={4}>
                <Button
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('home.edit_banner', { title: banner.series_title })}
                  onClick={() => onEdit(banner)}
                />
                <Popconfirm
                  title={t('home.delete_title')}
                  description={t('home.delete_text', { title: banner.series_title })}
                  okText={t('home.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')}
                  onConfirm={() => remove.mutate(banner.id)}
                >
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('home.delete_banner', { title: banner.series_title })}
                  />
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
    </SortableRows>
  );
}
