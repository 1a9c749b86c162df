/**
 * One feedback opened in the inbox: what the user wrote and the pictures sent with it, the
 * replies (read by the user or not), the reply box (a saved reply of the feedback's language
 * fills it; over a draft it asks first) and close / reopen. A closed feedback says that a reply
 * opens it again.
 */
import { Alert, App, Button, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { InboxItem, ReplyTemplate } from '#shared/contract/console-feedback.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useCloseFeedback } from '../api/close-feedback.ts';
import { useTemplates } from '../api/get-templates.ts';
import { useReplyFeedback } from '../api/reply-feedback.ts';
import { overReplyMax, REPLY_COUNT } from '../lib/reply-count.ts';
import { FeedbackPictures } from './feedback-pictures.tsx';

/** `onSaved`: the item as a reply or a close left it. */
export function FeedbackThread({ item, onSaved }: { item: InboxItem; onSaved: (item: InboxItem) => void }) {
  const t = useT();
  const { modal } = App.useApp();
  const language = useActiveLanguage()?.id ?? 3;
  const [body, setBody] = useState('');
  const reply = useReplyFeedback();
  const close = useCloseFeedback();
  const templates = useTemplates();
  // A feedback from before the inbox has no language: every saved reply is offered.
  const offered = (templates.data?.items ?? []).filter(
    (template) => item.language === null || template.language === item.language,
  );
  const closed = item.state === 'closed';
  const send = () =>
    reply.mutate(
      { id: item.id, body },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          setBody('');
          notifySuccess(t(closed ? 'feedback.sent_reopened' : 'feedback.sent'));
        },
      },
    );
  const pick = (template: ReplyTemplate) => {
    if (body.trim() === '' || body === template.body) {
      setBody(template.body);
      return;
    }
    const dialog = modal.confirm({
      title: t('feedback.template_replace_title'),
      content: t('feedback.template_replace_text', { title: template.title }),
      okText: t('feedback.template_replace'),
      cancelText: t('feedback.template_keep'),
      onOk: () => setBody(template.body),
      footer: (_buttons, { OkBtn, CancelBtn }) => (
        <>
          <CancelBtn />
          <Button
            onClick={() => {
              setBody((draft) => `${draft.trimEnd()}\n\n${template.body}`);
              dialog.destroy();
            }}
          >
            {t('feedback.template_append')}
          </Button>
          <OkBtn />
        </>
      ),
    });
  };
  return (
    <Flex vertical gap={12} style={{ maxWidth: 760 }}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {item.content}
      </Typography.Paragraph>
      <FeedbackPictures images={item.images} />
      <Typography.Text type="secondary">{t('feedback.contact', { contact: item.contact })}</Typography.Text>
      {item.replies.map((r) => (
        <Flex
          key={r.id}
          vertical
          gap={4}
          style={{ borderInlineStart: '3px solid #d9d9d9', paddingInlineStart: 12 }}
        >
          <Space size={8}>
            <Typography.Text type="secondary">{formatDateTime(r.created_at, language)}</Typography.Text>
            <Tag color={r.read ? 'default' : 'blue'}>
              {t(r.read ? 'feedback.reply_read' : 'feedback.reply_unread')}
            </Tag>
          </Space>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.body}</Typography.Text>
        </Flex>
      ))}
      {closed ? <Alert type="info" showIcon title={t('feedback.closed_note')} /> : null}
      <Select
        aria-label={t('feedback.template_pick')}
        placeholder={offered.length > 0 ? t('feedback.template_pick') : t('feedback.template_empty')}
        disabled={offered.length === 0}
        value={null}
        style={{ maxWidth: 360 }}
        options={offered.map((template) => ({ value: template.id, label: template.title }))}
        onChange={(id: number) => {
          const template = offered.find((x) => x.id === id);
          if (template) pick(template);
        }}
      />
      <Input.TextArea
        aria-label={t('feedback.reply_label')}
        placeholder={t('feedback.reply_placeholder')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 10 }}
        count={REPLY_COUNT}
      />
      {reply.error ? <Alert type="error" showIcon title={reply.error.message} role="alert" /> : null}
      <Space>
        <Button
          type="primary"
          loading={reply.isPending}
          disabled={body.trim() === '' || overReplyMax(body)}
          onClick={send}
        >
          {t(closed ? 'feedback.send_reopen' : 'feedback.send')}
        </Button>
        <Button
          loading={close.isPending}
          onClick={() => close.mutate({ id: item.id, closed: !closed }, { onSuccess: onSaved })}
        >
          {t(closed ? 'feedback.reopen' : 'feedback.close')}
        </Button>
      </Space>
    </Flex>
  );
}
