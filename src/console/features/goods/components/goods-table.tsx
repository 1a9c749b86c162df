/** Every package, VIP first then coin packs, each in its order, with where it stands now. */
import { Button, Table, Tag, Typography } from 'antd';
import type { ConsoleGoods, GoodsState } from '#shared/contract/console-goods.ts';
import { localeOf } from '#shared/languages.ts';
import { formatDateTime, formatMoney, formatNumber } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { listRibbonOf } from '../lib/goods-form.ts';
import { languageMark, languageName } from '#console/lib/language-marks.ts';

const STATE_COLOR: Record<GoodsState, string> = {
  on_sale: 'green',
  scheduled: 'blue',
  ended: 'default',
  off: 'red',
};

export function GoodsTable({
  items,
  loading,
  onEdit,
}: {
  items: readonly ConsoleGoods[];
  loading: boolean;
  onEdit: (goods: ConsoleGoods) => void;
}) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const locale = localeOf(language);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : '—');
  const count = (value: number) => formatNumber(value, language);
  return (
    <Table<ConsoleGoods>
      rowKey="id"
      loading={loading}
      dataSource={[...items]}
      pagination={false}
      size="middle"
      columns={[
        { key: 'id', title: t('goods.col_id'), dataIndex: 'id', width: 70 },
        {
          key: 'what',
          title: t('goods.col_what'),
          render: (_v, g) =>
            g.type === 2
              ? t('goods.preview_vip', { days: count(g.vip_days) })
              : g.bonus > 0
                ? t('goods.list_coins_bonus', { gold: count(g.gold), bonus: count(g.bonus) })
                : t('goods.preview_coins', { amount: count(g.gold) }),
        },
        {
          key: 'price',
          title: t('goods.price'),
          width: 100,
          render: (_v, g) => formatMoney(g.price_cents, 'USD', language),
        },
        {
          key: 'tag',
          title: t('goods.tag_label'),
          width: 150,
          // The badge the card shows (the operator's text, else the tag's), as in the preview.
          render: (_v, g) => {
            const ribbon = listRibbonOf(g, locale, (tag) => t(`goods.tag.${tag}`));
            if (!ribbon) return null;
            return (
              <span data-testid={`goods-tag-${g.id}`}>
                <Tag color={ribbon.color}>{ribbon.text}</Tag>
                {ribbon.locale !== locale && (
                  <Typography.Text type="secondary" title={languageName(ribbon.locale)}>
                    {languageMark(ribbon.locale)}
                  </Typography.Text>
                )}
              </span>
            );
          },
        },
        { key: 'sort', title: t('goods.sort'), dataIndex: 'sort', width: 80 },
        {
          key: 'window',
          title: t('goods.window'),
          render: (_v, g) =>
            g.sale_from || g.sale_until ? `${when(g.sale_from)} → ${when(g.sale_until)}` : t('goods.always'),
        },
        {
          key: 'state',
          title: t('goods.col_state'),
          width: 110,
          render: (_v, g) => <Tag color={STATE_COLOR[g.state]}>{t(`goods.state.${g.state}`)}</Tag>,
        },
        {
          key: 'orders',
          title: t('goods.col_orders'),
          width: 90,
          render: (_v, g) => count(g.orders),
        },
        {
          key: 'edit',
          width: 90,
          render: (_v, g) => (
            <Button size="small" onClick={() => onEdit(g)} data-testid={`goods-edit-${g.id}`}>
              {t('goods.edit')}
            </Button>
          ),
        },
      ]}
    />
  );
}
