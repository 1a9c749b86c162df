/**
 * The saved replies, per language: a list to edit or delete from and a form for a new one or
 * the one being edited (its text counted as the server counts it). Picking one in a feedback's
 * thread fills its reply box.
 */
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import {
  REPLY_TEMPLATE_TITLE_MAX,
  type ReplyTemplate,
  type TemplateInput,
} from '#shared/contract/console-feedback.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { useDeleteTemplate } from '../api/delete-template.ts';
import { useTemplates } from '../api/get-templates.ts';
import { useSaveTemplate } from '../api/save-template.ts';
import { LANGUAGE_OPTIONS, languageName } from '../lib/labels.ts';
import { REPLY_COUNT } from '../lib/reply-count.ts';

export function TemplatesDialog() {
  const t = useT();
  const interfaceLanguage = useActiveLanguage()?.id ?? 3;
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<number | undefined>();
  const [form] = Form.useForm<TemplateInput>();
  const templates = useTemplates();
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();

  const startNew = () => {
    setEditing(undefined);
    save.reset();
    form.setFieldsValue({ language: interfaceLanguage, title: '', body: '' });
  };
  const edit = (template: ReplyTemplate) => {
    setEditing(template.id);
    save.reset();
    form.setFieldsValue({ language: template.language, title: template.title, body: template.body });
  };
  const submit = (input: TemplateInput) => save.mutate({ id: editing, input }, { onSuccess: startNew });

  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
          startNew();
        }}
      >
        {t('feedback.templates')}
      </Button>
      <Modal
        open={open}
        title={t('feedback.templates')}
        width={720}
        onCancel={() => setOpen(false)}
        forceRender
        footer={
          <Button type="primary" onClick={() => setOpen(false)}>
            {t('common.done')}
          </Button>
        }
      >
        <Table<ReplyTemplate>
          rowKey="id"
          size="small"
          pagination={false}
          loading={templates.isFetching}
          dataSource={templates.data?.items ?? []}
          columns={[
            {
              key: 'language',
              title: t('feedback.col_language'),
              width: 150,
              render: (_v, x) => languageName(x.language),
            },
            { key: 'title', title: t('feedback.template_title'), dataIndex: 'title' },
            {
              key: 'actions',
              width: 170,
              render: (_v, x) => (
                <Space>
                  <Button size="small" onClick={() => edit(x)}>
                    {t('feedback.template_edit')}
                  </Button>
                  <Popconfirm
                    title={t('feedback.template_delete_confirm')}
                    onConfirm={() => remove.mutate(x.id)}
                  >
                    <Button size="small" danger>
                      {t('feedback.template_delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
        <Form<TemplateInput>
          noValidate
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          disabled={save.isPending}
          style={{ marginTop: 16 }}
        >
          <Form.Item name="language" label={t('feedback.col_language')}>
            <Select options={LANGUAGE_OPTIONS} />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('feedback.template_title')}
            rules={[{ required: true, whitespace: true, message: t('feedback.template_title_required') }]}
          >
            <Input maxLength={REPLY_TEMPLATE_TITLE_MAX} />
          </Form.Item>
          <Form.Item
            name="body"
            label={t('feedback.template_body')}
            rules={[{ required: true, whitespace: true, message: t('feedback.template_body_required') }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={REPLY_COUNT} />
          </Form.Item>
          {save.error ? <Alert type="error" showIcon title={save.error.message} role="alert" /> : null}
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t(editing === undefined ? 'feedback.template_add' : 'feedback.template_save')}
            </Button>
            {editing === undefined ? null : <Button onClick={startNew}>{t('common.cancel')}</Button>}
          </Space>
        </Form>
      </Modal>
    </>
  );
}
