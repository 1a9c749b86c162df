/**
 * "Ask the gateway now" on a pending order with a checkout (finance, owner: the server says so
 * in `gateway_check`): the gateway's word settles the order as its notification would, instead
 * of waiting for the sweep; the answer says what the gateway said and what became of the order.
 */
import { Button, Tooltip } from 'antd';
import type { GatewayCheckAnswer } from '#shared/contract/console-orders.ts';
import { useT, type MessageKey } from '#console/lib/i18n.ts';
import { notifyInfo, notifySuccess } from '#console/lib/notify.ts';
import { useAskGateway } from '../api/ask-gateway.ts';

/** What the gateway said, in the console's words. */
export function checkMessage(check: GatewayCheckAnswer['check']): MessageKey {
  if (check.said === 'paid')
    return check.settled === 'credited' ? 'orders.check.paid' : 'orders.check.paid_before';
  return `orders.check.${check.said}` satisfies MessageKey;
}

export function AskGatewayButton({ tradeNo }: { tradeNo: string }) {
  const t = useT();
  const ask = useAskGateway();
  const run = () =>
    ask.mutate(tradeNo, {
      onSuccess: ({ check }) => {
        const text = t(checkMessage(check));
        if (check.settled === 'unchanged') notifyInfo(text);
        else notifySuccess(text);
      },
    });
  return (
    <Tooltip title={t('orders.ask_gateway_help')}>
      <Button size="small" loading={ask.isPending} onClick={run} data-testid="ask-gateway">
        {t('orders.ask_gateway')}
      </Button>
    </Tooltip>
  );
}
