/**
 * The refund (finance, owner): a confirmation that shows the money going back to the buyer (the
 * order's whole amount in its currency: only full refunds) and what the refund takes back from
 * their wallet now (the server's preview, from the same rule: only what there is to take), and asks why (kept in the audit
 * log, as an adjustment's reason is), then the refund through the gateway. A refund the gateway
 * is still processing says so (decision 0054).
 */
import { Form, Input, Button, Descriptions, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { PEOPLE_REASON_MAX } from '#shared/contract/console-people.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useOrder } from '../api/get-order.ts';
import { useRefundPreview } from '../api/get-refund-preview.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { amountsText, formatAmount } from '../lib/labels.ts';

export function RefundButton({ tradeNo }: { tradeNo: string }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const preview = useRefundPreview(tradeNo, open);
  // The order's page asked for it already: its amount and currency, from the cache.
  const order = useOrder(tradeNo).data?.order;
  const refund = useRefundOrder();
  const submit = async (): Promise<void> => {
    const { reason } = await form.validateFields().catch(() => ({ reason: undefined }));
    if (reason === undefined) return;
    refund.mutate(
      { tradeNo, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          setOpen(false);
          form.resetFields();
          notifySuccess(
            t(answer.refund_processing === 1 ? 'orders.refund_processing' : 'orders.refund_done'),
          );
        },
      },
    );
  };
  return (
    <>
      <Button danger data-testid="refund-button" onClick={() => setOpen(true)}>
        {t('orders.refund')}
      </Button>
      <Modal
        open={open}
        title={t('orders.refund_title', { no: tradeNo })}
        okText={t('orders.refund')}
        okButtonProps={{ danger: true, disabled: !preview.data || !order, 'aria-label': t('orders.refund') }}
        confirmLoading={refund.isPending}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
      >
        <Typography.Paragraph>{t('orders.refund_body')}</Typography.Paragraph>
        {preview.data && order ? (
          <Descriptions bordered size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('orders.refund_money_label')}>
              <Typography.Text strong data-testid="refund-money">
                {formatAmount(order.amount_cents, order.currency, language)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.refund_taken_label')}>
              <Typography.Text strong data-testid="refund-preview">
                {amountsText(t, language, {
                  gold: preview.data.gold,
                  coin: preview.data.coin,
                  days: preview.data.vip_days,
                }) ?? t('orders.takes_nothing')}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Spin tip={t('orders.refund_loading')} />
        )}
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item
            name="reason"
            label={t('orders.refund_reason')}
            rules={[{ required: true, whitespace: true, message: t('people.reason_required') }]}
          >
            <Input.TextArea
              aria-label={t('orders.refund_reason')}
              maxLength={PEOPLE_REASON_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
