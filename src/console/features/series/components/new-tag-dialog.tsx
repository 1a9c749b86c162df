/** A new tag: its slug and its name in each of the five languages (at least one). */
import { Alert, Form, Input, Modal } from 'antd';
import { CONSOLE_LOCALES, TAG_NAME_MAX, type ConsoleLocale } from '#shared/contract/console-catalogue.ts';
import { useT } from '#console/lib/i18n.ts';
import { useCreateTag } from '../api/create-tag.ts';
import { languageName } from '#console/lib/language-marks.ts';
import { SLUG_PATTERN } from '../lib/series-form.ts';

interface TagFormValues {
  slug: string;
  names: Partial<Record<ConsoleLocale, string>>;
}

export function NewTagDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<TagFormValues>();
  const create = useCreateTag();
  const close = () => {
    create.reset();
    form.resetFields();
    onClose();
  };
  const submit = (values: TagFormValues) => {
    const names: Partial<Record<ConsoleLocale, string>> = {};
    for (const locale of CONSOLE_LOCALES) {
      const name = values.names[locale]?.trim();
      if (name) names[locale] = name;
    }
    create.mutate(
      { slug: values.slug.trim().toLowerCase(), names },
      {
        onSuccess: ({ id }) => {
          onCreated(id);
          close();
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('series.tag_new')}
      okText={t('series.tag_create')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      okButtonProps={{ loading: create.isPending }}
      destroyOnHidden
    >
      <Form<TagFormValues>
        name="new-tag"
        noValidate
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        <Form.Item
          name="slug"
          label={t('series.slug')}
          extra={t('series.slug_help')}
          rules={[{ required: true, pattern: SLUG_PATTERN, max: 60, message: t('series.slug_invalid') }]}
        >
          <Input autoComplete="off" maxLength={60} />
        </Form.Item>
        {CONSOLE_LOCALES.map((locale, index) => (
          <Form.Item
            key={locale}
            name={['names', locale]}
            label={languageName(locale)}
            // One message (on the first language) when no name at all is written.
            dependencies={index === 0 ? CONSOLE_LOCALES.map((other) => ['names', other]) : []}
            rules={[
              ({ getFieldValue }) => ({
                validator: () =>
                  index > 0 ||
                  CONSOLE_LOCALES.some((other) => String(getFieldValue(['names', other]) ?? '').trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('series.tag_name_required'))),
              }),
            ]}
          >
            <Input lang={locale} maxLength={TAG_NAME_MAX} showCount autoComplete="off" />
          </Form.Item>
        ))}
        {create.error ? <Alert type="error" showIcon title={create.error.message} role="alert" /> : null}
      </Form>
    </Modal>
  );
}
