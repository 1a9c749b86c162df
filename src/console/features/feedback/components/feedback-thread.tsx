/**
 * One feedback opened in the inbox: what the user wrote, the replies (read by the user or
 * not), the reply box (a saved reply of the feedback's language fills it) and close / reopen.
 */
import { Alert, Button, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { InboxItem } from '#shared/contract/console-feedback.ts';
import { FEEDBACK_REPLY_MAX } from '#shared/contract/feedback.ts';
import { formatDateTime } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useCloseFeedback } from '../api/close-feedback.ts';
import { useTemplates } from '../api/get-templates.ts';
import { useReplyFeedback } from '../api/reply-feedback.ts';

export function FeedbackThread({ item }: { item: InboxItem }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const [body, setBody] = useState('');
  const reply = useReplyFeedback();
  const close = useCloseFeedback();
  const templates = useTemplates();
  // A feedback from before the inbox has no language: every saved reply is offered.
  const offered = (templates.data?.items ?? []).filter(
    (template) => item.language === null || template.language === item.language,
  );
  const send = () =>
    reply.mutate(
      { id: item.id, body },
      {
        onSuccess: () => {
          setBody('');
          notifySuccess(t('feedback.sent'));
        },
      },
    );
  const closed = item.state === 'closed';
  return (
    <Flex vertical gap={12} style={{ maxWidth: 760 }}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {item.content}
      </Typography.Paragraph>
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
      <Select
        aria-label={t('feedback.template_pick')}
        placeholder={offered.length > 0 ? t('feedback.template_pick') : t('feedback.template_empty')}
        disabled={offered.length === 0}
        value={null}
        style={{ maxWidth: 360 }}
        options={offered.map((template) => ({ value: template.id, label: template.title }))}
        onChange={(id: number) => setBody(offered.find((template) => template.id === id)?.body ?? '')}
      />
      <Input.TextArea
        aria-label={t('feedback.reply_label')}
        placeholder={t('feedback.reply_placeholder')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 10 }}
        maxLength={FEEDBACK_REPLY_MAX}
        showCount
      />
      {reply.error ? <Alert type="error" showIcon title={reply.error.message} role="alert" /> : null}
      <Space>
        <Button type="primary" loading={reply.isPending} disabled={body.trim() === ''} onClick={send}>
          {t('feedback.send')}
        </Button>
        <Button loading={close.isPending} onClick={() => close.mutate({ id: item.id, closed: !closed })}>
          {t(closed ? 'feedback.reopen' : 'feedback.close')}
        </Button>
      </Space>
    </Flex>
  );
}
