/**
 * Adding or editing a package, with a live preview of its pay popup card in the language the
 * operator picks: price, coins and bonus or VIP days, tag (its text per language and colour),
 * note per language, order and the on-sale window (both ends optional). A package is never
 * deleted: switching it off takes it off sale. A new package's numbers start empty, their grey
 * hints only examples; the message after saving says whether viewers see it now. A refusal
 * (such as a package like one already on sale) is said in the dialog, above the fields. A save
 * names the version it edits (decision 0063): when someone else saved the package since, the
 * dialog says so, keeps what was typed and offers their version (Reload); saving again replaces it.
 */
import {
  Alert,
  ColorPicker,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Segmented,
  Select,
  Switch,
  Tabs,
} from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  GOODS_NOTE_MAX,
  GOODS_TAG_TEXT_MAX,
  GOODS_TAGS,
  type ConsoleGoods,
} from '#shared/contract/console-goods.ts';
import { changedSinceOf } from '#shared/contract/console-version.ts';
import { LANGUAGES, localeOf, type Locale } from '#shared/languages.ts';
import { isConsoleApiError } from '#console/lib/api-error.ts';
import { formatDateTime, formatNumber } from '#console/lib/format.ts';
import { ChangedSinceAlert } from '#console/components/changed-since-alert.tsx';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { GOODS_QUERY_KEY, goodsQueryOptions } from '../api/get-goods.ts';
import { useSaveGoods } from '../api/save-goods.ts';
import {
  DEFAULT_SORT,
  formOf,
  inputOf,
  isWholeCents,
  NEW_GOODS,
  PRICE_MAX,
  PRICE_MIN,
  type GoodsFormValues,
} from '../lib/goods-form.ts';
import { languageMark, languageName } from '#console/lib/language-marks.ts';
import { GoodsCardPreview } from './goods-card-preview.tsx';

type Window = [Dayjs | null, Dayjs | null] | null;
type Values = Omit<GoodsFormValues, 'sale_from' | 'sale_until'> & { window: Window };

const instant = (value: Dayjs | null | undefined) =>
  value ? value.second(0).millisecond(0).toISOString() : null;

/** The form's values for a package's fields: the sale window as the range picker takes it. */
function initialOf(start: GoodsFormValues): Values {
  return {
    ...start,
    window: [
      start.sale_from ? dayjs(start.sale_from) : null,
      start.sale_until ? dayjs(start.sale_until) : null,
    ],
  };
}

export function GoodsDialog({ goods, onClose }: { goods: ConsoleGoods | undefined; onClose: () => void }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const [form] = Form.useForm<Values>();
  // The texts and the preview start in the console's language.
  const [locale, setLocale] = useState<Locale>(() => localeOf(language));
  const save = useSaveGoods();
  const client = useQueryClient();
  // The package as the form loaded it (again on Reload), and the version a save names.
  const [base, setBase] = useState(goods);
  const [version, setVersion] = useState(goods?.version);
  // Someone else saved the package since it was loaded: said until a save or a Reload.
  const [changedSince, setChangedSince] = useState<string>();
  const start = base ? formOf(base) : NEW_GOODS;
  // The list refetched behind the dialog changes nothing that was typed; Reload does (below).
  const initial = initialOf(start);
  const valuesOf = (fields: Partial<Values> | undefined): GoodsFormValues => {
    const current = { ...initial, ...fields };
    return {
      ...current,
      tag_text: { ...initial.tag_text, ...current.tag_text },
      note: { ...initial.note, ...current.note },
      sale_from: instant(current.window?.[0]),
      sale_until: instant(current.window?.[1]),
    };
  };
  const values = valuesOf(Form.useWatch([], form) as Values | undefined);
  const vip = values.type === 2;
  // Out of range is said, never clamped: InputNumber's min and max would quietly change -3 to
  // the lowest price and save it.
  const range = (min: number, max: number) => ({
    type: 'number' as const,
    min,
    max,
    message: t('goods.range', { min: formatNumber(min, language), max: formatNumber(max, language) }),
  });

  const example = (value: string) => t('goods.example', { value });
  const savedMessage = (saved: ConsoleGoods) => {
    switch (saved.state) {
      case 'on_sale':
        return t('goods.saved');
      case 'scheduled':
        return t('goods.saved_scheduled', {
          from: saved.sale_from ? formatDateTime(saved.sale_from, language) : '',
        });
      case 'ended':
        return t('goods.saved_ended');
      case 'off':
        return t('goods.saved_off');
    }
  };

  const changedData = (error: Error | null) =>
    isConsoleApiError(error) ? changedSinceOf(error.data) : undefined;

  const submit = () => {
    // The fields as they are now (the watched ones may be a render behind the last keystroke).
    const input = inputOf(valuesOf(form.getFieldsValue(true) as Values));
    save.mutate(
      { id: goods?.id, input: version === undefined ? input : { ...input, version } },
      {
        onSuccess: (saved) => {
          notifySuccess(savedMessage(saved));
          onClose();
        },
        onError: (failure) => {
          const since = changedData(failure);
          if (!since) return;
          // Said, and the list asked again; a save from here knowingly replaces their change.
          setChangedSince(failure.message);
          setVersion(since.version);
          void client.invalidateQueries({ queryKey: GOODS_QUERY_KEY });
        },
      },
    );
  };

  /** Their version of the package in the form (what was typed here is dropped). */
  const reload = async () => {
    const list = await client.fetchQuery({ ...goodsQueryOptions(), staleTime: 0 });
    const fresh = list.items.find((g) => g.id === goods?.id);
    if (!fresh) return;
    setBase(fresh);
    // The fields start again from their version (set here, not left to the new initial values).
    form.resetFields();
    form.setFieldsValue(initialOf(formOf(fresh)));
    setVersion(fresh.version);
    setChangedSince(undefined);
    save.reset();
  };

  return (
    <Modal
      open
      title={goods ? t('goods.edit_title', { id: goods.id }) : t('goods.add_title')}
      okText={t('goods.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending }}
      width={900}
      destroyOnHidden
    >
      <Flex gap={24} align="flex-start">
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={initial}
          onFinish={submit}
          // A refusal stands until the fields change (then it may no longer hold).
          onValuesChange={() => save.error && save.reset()}
          style={{ flex: 1 }}
        >
          {changedSince ? (
            <ChangedSinceAlert
              message={changedSince}
              onReload={() => void reload()}
              testId="goods-changed-since"
            />
          ) : null}
          {save.error && !changedData(save.error) ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              data-testid="goods-save-error"
              title={save.error.message}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Flex gap={12} wrap>
            <Form.Item name="type" label={t('goods.type')}>
              <Radio.Group disabled={goods !== undefined} optionType="button">
                <Radio.Button value={1}>{t('goods.type_coins')}</Radio.Button>
                <Radio.Button value={2}>{t('goods.type_vip')}</Radio.Button>
              </Radio.Group>
            </Form.Item>
            <Form.Item
              name="price"
              label={t('goods.price')}
              validateFirst
              rules={[
                { required: true, message: t('goods.price_required') },
                range(PRICE_MIN, PRICE_MAX),
                // Whole cents, said: a precision of 2 would save 4.999 as $5.00 without a word.
                {
                  validator: (_, price: number | null) =>
                    price === null || isWholeCents(price)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('goods.price_cents'))),
                },
              ]}
            >
              <InputNumber step={0.01} prefix="$" placeholder={example('4.99')} style={{ width: 140 }} />
            </Form.Item>
            {vip ? (
              <Form.Item
                name="vip_days"
                label={t('goods.vip_days')}
                rules={[{ required: true, message: t('goods.vip_days_required') }, range(1, 3660)]}
              >
                <InputNumber
                  precision={0}
                  placeholder={example(formatNumber(30, language))}
                  style={{ width: 130 }}
                />
              </Form.Item>
            ) : (
              <>
                <Form.Item
                  name="gold"
                  label={t('goods.gold')}
                  rules={[{ required: true, message: t('goods.gold_required') }, range(1, 1_000_000)]}
                >
                  <InputNumber
                    precision={0}
                    placeholder={example(formatNumber(500, language))}
                    style={{ width: 130 }}
                  />
                </Form.Item>
                <Form.Item name="bonus" label={t('goods.bonus')} rules={[range(0, 1_000_000)]}>
                  <InputNumber precision={0} placeholder={formatNumber(0, language)} />
                </Form.Item>
              </>
            )}
            <Form.Item name="sort" label={t('goods.sort')} rules={[range(-10_000, 10_000)]}>
              <InputNumber precision={0} placeholder={formatNumber(DEFAULT_SORT, language)} />
            </Form.Item>
            <Form.Item
              name="active"
              label={t('goods.active')}
              valuePropName="checked"
              extra={goods ? undefined : t('goods.active_new')}
            >
              <Switch />
            </Form.Item>
          </Flex>
          <Flex gap={12} wrap>
            <Form.Item name="tag" label={t('goods.tag_label')}>
              <Select
                style={{ width: 140 }}
                options={[
                  { value: null, label: t('goods.tag_none') },
                  ...GOODS_TAGS.map((tag) => ({ value: tag, label: t(`goods.tag.${tag}`) })),
                ]}
              />
            </Form.Item>
            <Form.Item
              name="tag_color"
              label={t('goods.tag_color')}
              getValueFromEvent={(color: { toHexString: () => string } | null) =>
                color?.toHexString() ?? null
              }
            >
              <ColorPicker allowClear disabledAlpha format="hex" />
            </Form.Item>
            <Form.Item name="window" label={t('goods.window')} extra={t('goods.window_help')}>
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                allowEmpty={[true, true]}
              />
            </Form.Item>
          </Flex>
          <Tabs
            activeKey={locale}
            onChange={(key) => setLocale(key as Locale)}
            items={LANGUAGES.map((language) => ({
              key: language.locale,
              label: language.name,
              forceRender: true,
              children: (
                <Flex gap={12}>
                  <Form.Item
                    name={['tag_text', language.locale]}
                    label={t('goods.tag_text')}
                    style={{ width: 180 }}
                  >
                    <Input maxLength={GOODS_TAG_TEXT_MAX} placeholder={t('goods.tag_text_placeholder')} />
                  </Form.Item>
                  <Form.Item name={['note', language.locale]} label={t('goods.note')} style={{ flex: 1 }}>
                    <Input maxLength={GOODS_NOTE_MAX} placeholder={t('goods.note_placeholder')} />
                  </Form.Item>
                </Flex>
              ),
            }))}
          />
        </Form>
        <Flex vertical gap={8} align="center" style={{ width: 220 }}>
          <Segmented<Locale>
            size="small"
            value={locale}
            onChange={setLocale}
            options={LANGUAGES.map((language) => ({
              value: language.locale,
              label: <span title={languageName(language.locale)}>{languageMark(language.locale)}</span>,
            }))}
            aria-label={t('goods.preview_language')}
          />
          <GoodsCardPreview values={values} locale={locale} />
        </Flex>
      </Flex>
    </Modal>
  );
}
