/**
 * The refund (finance, owner): a confirmation that shows what the refund takes back now (the
 * server's preview, from the same rule), then the refund through the gateway.
 */
import { Button, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { formatNumber } from '#console/lib/format.ts';
import { useActiveLanguage, useT } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useRefundPreview } from '../api/get-refund-preview.ts';
import { useRefundOrder } from '../api/refund-order.ts';

export function RefundButton({ tradeNo }: { tradeNo: string }) {
  const t = useT();
  const language = useActiveLanguage()?.id ?? 3;
  const [open, setOpen] = useState(false);
  const preview = useRefundPreview(tradeNo, open);
  const refund = useRefundOrder();
  return (
    <>
      <Button danger data-testid="refund-button" onClick={() => setOpen(true)}>
        {t('orders.refund')}
      </Button>
      <Modal
        open={open}
        title={t('orders.refund_title', { no: tradeNo })}
        okText={t('orders.refund')}
        okButtonProps={{ danger: true, disabled: !preview.data, 'aria-label': t('orders.refund') }}
        confirmLoading={refund.isPending}
        onCancel={() => setOpen(false)}
        onOk={() =>
          refund.mutate(tradeNo, {
            onSuccess: () => {
              setOpen(false);
              notifySuccess(t('orders.refund_done'));
            },
          })
        }
      >
        <Typography.Paragraph>{t('orders.refund_body')}</Typography.Paragraph>
        {preview.data ? (
          <Typography.Paragraph strong data-testid="refund-preview">
            {t('orders.refund_takes', {
              gold: formatNumber(preview.data.gold, language),
              coin: formatNumber(preview.data.coin, language),
              days: formatNumber(preview.data.vip_days, language),
            })}
          </Typography.Paragraph>
        ) : (
          <Spin tip={t('orders.refund_loading')} />
        )}
      </Modal>
    </>
  );
}
