/**
 * A tag's slug and its name in each of the five languages (at least one): a new tag, or, given
 * `tag`, the names of one that exists (its slug stays as it is). The languages are listed in
 * the order of shared/languages.ts; editing starts on the console's own language.
 */
import { Alert, Form, Input, Modal } from 'antd';
import { TAG_NAME_MAX, type ConsoleLocale } from '#shared/contract/console-catalogue.ts';
import { LANGUAGES, localeOf } from '#shared/languages.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { useCreateTag } from '../api/create-tag.ts';
import type { ConsoleTag } from '../api/get-tags.ts';
import { useRenameTag } from '../api/rename-tag.ts';
import { languageName } from '#console/lib/language-marks.ts';
import { SLUG_PATTERN } from '../lib/series-form.ts';

interface TagFormValues {
  slug: string;
  names: Partial<Record<ConsoleLocale, string>>;
}

const LOCALES: readonly ConsoleLocale[] = LANGUAGES.map((language) => language.locale);

export function NewTagDialog({
  open,
  tag,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The tag whose names are edited; absent: a new tag. */
  tag?: ConsoleTag;
  onClose: () => void;
  onCreated?: (id: number) => void;
}) {
  const t = useT();
  const own = localeOf(useActiveLanguage()?.id ?? 3);
  const [form] = Form.useForm<TagFormValues>();
  const create = useCreateTag();
  const rename = useRenameTag();
  const write = tag ? rename : create;
  const close = () => {
    create.reset();
    rename.reset();
    form.resetFields();
    onClose();
  };
  const submit = (values: TagFormValues) => {
    const names: Partial<Record<ConsoleLocale, string>> = {};
    for (const locale of LOCALES) {
      const name = values.names[locale]?.trim();
      if (name) names[locale] = name;
    }
    if (tag) {
      rename.mutate({ id: tag.id, names }, { onSuccess: close });
      return;
    }
    create.mutate(
      { slug: values.slug.trim().toLowerCase(), names },
      {
        onSuccess: ({ id }) => {
          onCreated?.(id);
          close();
        },
      },
    );
  };
  return (
    <Modal
      open={open}
      title={tag ? t('series.tag_edit_title', { slug: tag.slug }) : t('series.tag_new')}
      okText={tag ? t('series.tag_save') : t('series.tag_create')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      okButtonProps={{ loading: write.isPending }}
      destroyOnHidden
    >
      <Form<TagFormValues>
        name={tag ? `tag-${tag.id}` : 'new-tag'}
        noValidate
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={tag ? { slug: tag.slug, names: tag.names } : undefined}
        onFinish={submit}
      >
        <Form.Item
          name="slug"
          label={t('series.slug')}
          extra={tag ? undefined : t('series.slug_help')}
          rules={[{ required: true, pattern: SLUG_PATTERN, max: 60, message: t('series.slug_invalid') }]}
        >
          <Input autoComplete="off" maxLength={60} disabled={tag !== undefined} autoFocus={!tag} />
        </Form.Item>
        {LOCALES.map((locale, index) => (
          <Form.Item
            key={locale}
            name={['names', locale]}
            label={languageName(locale)}
            // One message (on the first language) when no name at all is written.
            dependencies={index === 0 ? LOCALES.map((other) => ['names', other]) : []}
            rules={[
              ({ getFieldValue }) => ({
                validator: () =>
                  index > 0 || LOCALES.some((other) => String(getFieldValue(['names', other]) ?? '').trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('series.tag_name_required'))),
              }),
            ]}
          >
            <Input
              lang={locale}
              maxLength={TAG_NAME_MAX}
              showCount
              autoComplete="off"
              autoFocus={tag !== undefined && locale === own}
            />
          </Form.Item>
        ))}
        {write.error ? <Alert type="error" showIcon title={write.error.message} role="alert" /> : null}
      </Form>
    </Modal>
  );
}
