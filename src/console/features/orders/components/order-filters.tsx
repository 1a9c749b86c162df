/**
 * The orders' filter bar: a search (trade number, whole or its beginning; a user's email or uid),
 * status, channel, package, user and creation dates; a change goes to page 1.
 */
import { DatePicker, Flex, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { ORDER_CHANNELS, ORDER_SEARCH_MAX, ORDER_STATES } from '#shared/contract/console-orders.ts';
import { useT } from '#console/lib/i18n.ts';
import { channelLabel } from '#console/lib/pay-channel.ts';
import type { OrderFilters as Filters } from '../api/get-orders.ts';

const DAY = 'YYYY-MM-DD';

export function OrderFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const t = useT();
  const id = (n: number | null) => (n === null || n <= 0 ? undefined : Math.trunc(n));
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Input.Search
        // Keyed by the address's value: a cleared filter empties the box.
        key={value.q ?? ''}
        allowClear
        aria-label={t('orders.filter_search')}
        placeholder={t('orders.filter_search')}
        style={{ width: 280 }}
        maxLength={ORDER_SEARCH_MAX}
        defaultValue={value.q}
        onSearch={(text) => onChange({ ...value, q: text.trim() === '' ? undefined : text.trim() })}
      />
      <Select
        allowClear
        aria-label={t('orders.filter_status')}
        placeholder={t('orders.filter_status')}
        style={{ width: 160 }}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
        options={ORDER_STATES.map((s) => ({ value: s, label: t(`orders.result.${s}`) }))}
      />
      <Select
        allowClear
        aria-label={t('orders.filter_channel')}
        placeholder={t('orders.filter_channel')}
        style={{ width: 240 }}
        value={value.channel}
        onChange={(channel) => onChange({ ...value, channel })}
        options={ORDER_CHANNELS.map((c) => ({ value: c, label: channelLabel(t, c) }))}
      />
      <InputNumber
        aria-label={t('orders.filter_goods')}
        placeholder={t('orders.filter_goods')}
        style={{ width: 140 }}
        min={1}
        value={value.goods_id ?? null}
        onChange={(n) => onChange({ ...value, goods_id: id(n) })}
      />
      <InputNumber
        aria-label={t('orders.filter_user')}
        placeholder={t('orders.filter_user')}
        style={{ width: 160 }}
        min={1}
        value={value.user_id ?? null}
        onChange={(n) => onChange({ ...value, user_id: id(n) })}
      />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        value={[value.from ? dayjs(value.from) : null, value.to ? dayjs(value.to) : null]}
        onChange={(range) =>
          onChange({ ...value, from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })
        }
      />
    </Flex>
  );
}
