/**
 * "Set prices": one price for every episode numbered from..to, or the series' default again, in
 * one write (the server's `/episodes/prices`), instead of one row edit per episode. The dialog
 * starts after the free episodes and ends at the last one, and says in one line which episodes
 * get which price and which stay free whatever their price (the series' first `free_episodes`).
 */
import { TagsOutlined } from '@ant-design/icons';
import { Alert, Button, Form, InputNumber, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import {
  EPISODE_PRICE_MAX,
  EPISODE_PRICE_MIN,
  type SeriesDetail,
} from '#shared/contract/console-catalogue.ts';
import { localeOf } from '#shared/languages.ts';
import { formatNumber } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useSetEpisodePrices } from '../api/set-episode-prices.ts';
import { numbersText } from '../lib/episode-numbers.ts';
import { episodePriceProblem } from '../lib/series-form.ts';

interface PriceValues {
  from_number: number;
  to_number: number;
  mode: 'own' | 'default';
  price?: number;
}

const validPrice = (price: number | undefined): boolean => episodePriceProblem(price) === undefined;

/** The numbers of the episodes in from..to, in order (null while the range is not whole). */
function numbersIn(series: SeriesDetail, values: Partial<PriceValues> | undefined): number[] | null {
  const from = values?.from_number;
  const to = values?.to_number;
  if (typeof from !== 'number' || typeof to !== 'number' || from > to) return null;
  return series.episodes
    .map((episode) => episode.number)
    .filter((number) => number >= from && number <= to)
    .sort((a, b) => a - b);
}

function PriceSummary({ series, values }: { series: SeriesDetail; values: Partial<PriceValues> }) {
  const t = useT();
  const locale = localeOf(useActiveLanguage()?.id ?? 3);
  const { from_number: from = 0, to_number: to = 0, mode, price } = values;
  const numbers = numbersIn(series, values);
  if (numbers === null) return null;
  const charged = numbers.filter((number) => number > series.free_episodes);
  const free = numbers.filter((number) => number <= series.free_episodes);
  if (numbers.length === 0)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('series.prices_none', { from, to })}
        data-testid="prices-summary"
      />
    );
  // An own price the form refuses is no price to state (the field says what is wrong).
  if (mode !== 'default' && !validPrice(price)) return null;
  const parts: string[] = [];
  if (charged.length > 0) {
    const numbers = numbersText(charged, locale);
    parts.push(
      mode === 'default'
        ? t('series.prices_to_default', { count: charged.length, numbers, price: series.episode_price })
        : t('series.prices_to_own', { count: charged.length, numbers, price: price ?? 0 }),
    );
  }
  if (free.length > 0)
    parts.push(t('series.prices_free', { count: free.length, numbers: numbersText(free, locale) }));
  // Chinese sentences end in a full-width stop and need no space between them.
  const text = parts.join(locale.startsWith('zh') ? '' : ' ');
  return <Alert type="info" showIcon title={text} data-testid="prices-summary" />;
}

export function EpisodePricesDialog({ series }: { series: SeriesDetail }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const locale = localeOf(language);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<PriceValues>();
  const values = Form.useWatch([], form) as Partial<PriceValues> | undefined;
  const write = useSetEpisodePrices(series.id);
  const last = Math.max(0, ...series.episodes.map((episode) => episode.number));
  const empty = numbersIn(series, values)?.length === 0;
  const close = () => {
    setOpen(false);
    write.reset();
  };
  const submit = (input: PriceValues) => {
    const numbers = numbersText(numbersIn(series, input) ?? [], locale);
    write.mutate(
      {
        from_number: input.from_number,
        to_number: input.to_number,
        price_override: input.mode === 'default' ? null : (input.price ?? null),
      },
      {
        onSuccess: () => {
          notifySuccess(t('series.prices_saved', { numbers }));
          close();
        },
      },
    );
  };
  const required = { required: true, message: t('series.required') };
  // One message per problem: at least 1 coin (free episodes are set in Details), else the range.
  const price = {
    validator: (_: unknown, value: unknown) => {
      const problem = value === null || value === undefined ? undefined : episodePriceProblem(value);
      if (problem === undefined) return Promise.resolve();
      const range = {
        min: formatNumber(EPISODE_PRICE_MIN, language),
        max: formatNumber(EPISODE_PRICE_MAX, language),
      };
      return Promise.reject(
        new Error(problem === 'min' ? t('series.episode_price_min') : t('series.episode_price_range', range)),
      );
    },
  };
  // Said, never clamped: an input's own min and max would change what was typed on leaving it.
  const episodeNumber = { type: 'integer' as const, min: 1, message: t('series.prices_number') };
  return (
    <>
      <Button icon={<TagsOutlined />} onClick={() => setOpen(true)} disabled={series.episodes.length === 0}>
        {t('series.prices')}
      </Button>
      <Modal
        open={open}
        title={t('series.prices_title')}
        okText={t('series.prices_apply')}
        cancelText={t('common.cancel')}
        onOk={() => form.submit()}
        onCancel={close}
        okButtonProps={{ loading: write.isPending, disabled: empty }}
        destroyOnHidden
      >
        <Form<PriceValues>
          name="episode-prices"
          noValidate
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          initialValues={{
            from_number: Math.min(series.free_episodes + 1, Math.max(1, last)),
            to_number: Math.max(1, last),
            mode: 'own',
            price: series.episode_price >= EPISODE_PRICE_MIN ? series.episode_price : EPISODE_PRICE_MIN,
          }}
        >
          <Space size="large" align="start">
            <Form.Item name="from_number" label={t('series.prices_from')} rules={[required, episodeNumber]}>
              <InputNumber precision={0} />
            </Form.Item>
            <Form.Item
              name="to_number"
              label={t('series.prices_to')}
              dependencies={['from_number']}
              rules={[
                required,
                episodeNumber,
                ({ getFieldValue }) => ({
                  validator: (_, value: number | null) =>
                    typeof value === 'number' && value < (getFieldValue('from_number') as number)
                      ? Promise.reject(new Error(t('series.prices_reversed')))
                      : Promise.resolve(),
                }),
              ]}
            >
              <InputNumber precision={0} />
            </Form.Item>
          </Space>
          <Form.Item name="mode" label={t('series.price')}>
            <Radio.Group
              options={[
                { value: 'own', label: t('series.prices_own') },
                { value: 'default', label: t('series.prices_default', { price: series.episode_price }) },
              ]}
            />
          </Form.Item>
          {values?.mode !== 'default' && (
            <Form.Item name="price" label={t('series.prices_coins')} rules={[required, price]}>
              {/* No precision: 2.5 is said, not rounded to 3 on leaving the field. */}
              <InputNumber />
            </Form.Item>
          )}
          <PriceSummary series={series} values={values ?? {}} />
          {write.error ? <Alert type="error" showIcon title={write.error.message} role="alert" /> : null}
        </Form>
      </Modal>
    </>
  );
}
