/**
 * Adding or editing a banner: the series it opens (searched by title), its 16:9 image (picked,
 * cropped and stored at once; without one the series' poster shows) and its show window, both
 * ends optional, in the operator's time zone (stored as UTC instants).
 */
import { PictureOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Form, Modal, Select, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import type { BannerInput, ConsoleBanner } from '#shared/contract/console-home.ts';
import { ImageCropDialog, ImageInput, usePickedImage } from '#console/components/image-crop-dialog.tsx';
import { BANNER_ASPECT } from '#console/lib/crop.ts';
import { browserTimeZone } from '#console/lib/format.ts';
import { useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useSaveBanner } from '../api/save-banner.ts';
import { useSeriesSearch } from '../api/search-series.ts';
import { useUploadBannerImage } from '../api/upload-banner-image.ts';

type Window = [Dayjs | null, Dayjs | null] | null;

interface Values {
  drama_id: number | undefined;
  window: Window;
}

const instant = (value: Dayjs | null | undefined) =>
  value ? value.second(0).millisecond(0).toISOString() : null;

export function BannerDialog({
  banner,
  open,
  onClose,
}: {
  /** Undefined: a new banner. */
  banner: ConsoleBanner | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [query, setQuery] = useState('');
  const search = useSeriesSearch(query);
  // The banner's own image (a stored media path and its URL); none: the series' poster shows.
  const [image, setImage] = useState({
    path: banner?.image ?? null,
    url: banner?.image ? banner.image_url : '',
  });
  const dramaId = Form.useWatch('drama_id', form);
  const input = useRef<HTMLInputElement>(null);
  const picked = usePickedImage();
  const upload = useUploadBannerImage();
  const save = useSaveBanner();

  const found = search.data?.items ?? [];
  const options = [
    ...(banner && !found.some((s) => s.id === banner.drama_id)
      ? [{ value: banner.drama_id, label: banner.series_title }]
      : []),
    ...found.map((s) => ({
      value: s.id,
      label: (
        <Flex justify="space-between" gap={8}>
          <span>{s.title}</span>
          {s.published_at ? null : <Tag>{t('home.draft')}</Tag>}
        </Flex>
      ),
    })),
  ];
  const poster =
    found.find((s) => s.id === dramaId)?.poster ?? (banner?.drama_id === dramaId ? banner?.image_url : '');
  const preview = image.url || poster || '';

  const submit = (values: Values) => {
    if (values.drama_id === undefined) return;
    const body: BannerInput = {
      drama_id: values.drama_id,
      image: image.path,
      show_from: instant(values.window?.[0]),
      show_until: instant(values.window?.[1]),
    };
    save.mutate(
      { id: banner?.id, input: body },
      {
        onSuccess: () => {
          notifySuccess(t('home.banner_saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={banner ? t('home.edit_title') : t('home.add_title')}
      okText={t('home.save_banner')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          drama_id: banner?.drama_id,
          window: [
            banner?.show_from ? dayjs(banner.show_from) : null,
            banner?.show_until ? dayjs(banner.show_until) : null,
          ],
        }}
      >
        <Form.Item
          name="drama_id"
          label={t('home.series')}
          rules={[{ required: true, message: t('home.series_required') }]}
        >
          <Select
            showSearch
            filterOption={false}
            onSearch={setQuery}
            options={options}
            placeholder={t('home.series_search')}
            loading={search.isFetching}
            data-testid="banner-series"
          />
        </Form.Item>
        <Form.Item label={t('home.image')} extra={t('home.image_help')}>
          <Flex gap={16} align="center">
            <div
              style={{
                width: 192,
                aspectRatio: '16 / 9',
                borderRadius: 8,
                background: `#f0f0f0 center / cover no-repeat ${preview ? `url("${preview}")` : ''}`,
                flex: 'none',
              }}
              role="img"
              aria-label={t('home.image')}
              data-testid="banner-preview"
            />
            <Flex vertical gap={8}>
              <Button icon={<PictureOutlined />} onClick={() => input.current?.click()}>
                {image.path ? t('home.image_replace') : t('home.image_choose')}
              </Button>
              {image.path ? (
                <Button type="link" onClick={() => setImage({ path: null, url: '' })} style={{ padding: 0 }}>
                  {t('home.image_use_poster')}
                </Button>
              ) : null}
            </Flex>
          </Flex>
          <ImageInput
            inputRef={input}
            testId="banner-image-input"
            onPick={(next) => {
              upload.reset();
              picked.choose(next);
            }}
          />
        </Form.Item>
        <Form.Item
          name="window"
          label={t('home.window')}
          extra={t('home.time_zone', { zone: browserTimeZone() })}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
            placeholder={[t('home.open_start'), t('home.open_end')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
      {save.error ? <Alert type="error" showIcon title={save.error.message} role="alert" /> : null}
      <ImageCropDialog
        image={picked.image}
        aspect={BANNER_ASPECT}
        title={t('home.crop_title')}
        help={t('home.crop_help')}
        saving={upload.isPending}
        error={upload.error?.message}
        onCancel={() => picked.choose(undefined)}
        onSave={(chosen) =>
          upload.mutate(chosen, {
            onSuccess: (stored) => {
              picked.choose(undefined);
              setImage({ path: stored.image, url: stored.url });
            },
          })
        }
      />
    </Modal>
  );
}
