/**
 * The actions on a user, each behind a dialog that asks for a written reason: adjust a
 * balance and grant VIP (finance, owner), revoke every session and block or unblock (support,
 * owner). Buttons a role may not use are not shown; the server checks the role again (903).
 * An amount or a number of days out of range is refused on the field, never clamped to the limit.
 */
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import type { OperatorRole } from '#shared/contract/console-auth.ts';
import {
  ADJUST_MAX,
  PEOPLE_REASON_MAX,
  VIP_GRANT_DAYS_MAX,
  type PersonPage,
} from '#shared/contract/console-people.ts';
import { useT, type MessageKey } from '#console/lib/i18n.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import {
  useAccountAction,
  useAdjustBalance,
  useGrantVip,
  type AccountAction,
} from '../api/person-actions.ts';
import { newAdjustKey } from '../lib/labels.ts';

type Dialog = 'adjust' | 'vip' | AccountAction;

const MONEY_ROLES: readonly OperatorRole[] = ['owner', 'finance'];
const ACCOUNT_ROLES: readonly OperatorRole[] = ['owner', 'support'];

interface ActionForm {
  reason: string;
  asset?: 'gold' | 'coin';
  delta?: number;
  days?: number;
}

const TITLES: Record<Dialog, MessageKey> = {
  adjust: 'people.action.adjust',
  vip: 'people.action.vip',
  'revoke-sessions': 'people.action.revoke',
  block: 'people.action.block',
  unblock: 'people.action.unblock',
};

export function PersonActions({ person, role }: { person: PersonPage; role: OperatorRole }) {
  const t = useT();
  const [open, setOpen] = useState<Dialog | null>(null);
  // One key per opened dialog: a retry of the same submit adjusts once.
  const [key, setKey] = useState(newAdjustKey);
  const [form] = Form.useForm<ActionForm>();
  const adjust = useAdjustBalance();
  const vip = useGrantVip();
  const account = useAccountAction();
  const pending = adjust.isPending || vip.isPending || account.isPending;
  const error = adjust.error ?? vip.error ?? account.error;

  const show = (dialog: Dialog) => {
    adjust.reset();
    vip.reset();
    account.reset();
    form.resetFields();
    setKey(newAdjustKey());
    setOpen(dialog);
  };
  const done = () => {
    notifySuccess(t('people.done'));
    setOpen(null);
  };
  const submit = (values: ActionForm) => {
    const uid = person.uid;
    const reason = values.reason;
    if (open === 'adjust') {
      adjust.mutate(
        { uid, asset: values.asset ?? 'gold', delta: values.delta ?? 0, reason, key },
        { onSuccess: done },
      );
    } else if (open === 'vip') {
      vip.mutate({ uid, days: values.days ?? 0, reason }, { onSuccess: done });
    } else if (open) {
      account.mutate({ uid, action: open, reason }, { onSuccess: done });
    }
  };

  const money = MONEY_ROLES.includes(role);
  const accounts = ACCOUNT_ROLES.includes(role);
  const blocked = person.blocked_at !== null;
  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {money ? <Button onClick={() => show('adjust')}>{t('people.action.adjust')}</Button> : null}
        {money ? <Button onClick={() => show('vip')}>{t('people.action.vip')}</Button> : null}
        {accounts ? (
          <Button onClick={() => show('revoke-sessions')}>{t('people.action.revoke')}</Button>
        ) : null}
        {accounts ? (
          <Button danger={!blocked} onClick={() => show(blocked ? 'unblock' : 'block')}>
            {t(blocked ? 'people.action.unblock' : 'people.action.block')}
          </Button>
        ) : null}
      </Space>
      <Modal
        open={open !== null}
        title={open ? t(TITLES[open]) : ''}
        okText={t('people.confirm')}
        cancelText={t('people.cancel')}
        confirmLoading={pending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        <Form<ActionForm> form={form} layout="vertical" onFinish={submit} initialValues={{ asset: 'gold' }}>
          {open === 'adjust' ? (
            <>
              <Form.Item name="asset" label={t('people.col_asset')}>
                <Select
                  aria-label={t('people.col_asset')}
                  options={[
                    { value: 'gold', label: t('people.gold') },
                    { value: 'coin', label: t('people.coin') },
                  ]}
                />
              </Form.Item>
              <Form.Item
                name="delta"
                label={t('people.delta_label')}
                extra={t('people.delta_help')}
                rules={[
                  { required: true, message: t('people.delta_required') },
                  {
                    validator: (_rule, value: number | undefined) =>
                      value === 0 ? Promise.reject(new Error(t('people.delta_required'))) : Promise.resolve(),
                  },
                  {
                    type: 'integer',
                    min: -ADJUST_MAX,
                    max: ADJUST_MAX,
                    message: t('people.delta_range', { max: ADJUST_MAX }),
                  },
                ]}
              >
                <InputNumber aria-label={t('people.delta_label')} precision={0} style={{ width: 200 }} />
              </Form.Item>
            </>
          ) : null}
          {open === 'vip' ? (
            <Form.Item
              name="days"
              label={t('people.days_label')}
              rules={[
                { required: true, message: t('people.days_required') },
                {
                  type: 'integer',
                  min: 1,
                  max: VIP_GRANT_DAYS_MAX,
                  message: t('people.days_range', { max: VIP_GRANT_DAYS_MAX }),
                },
              ]}
            >
              <InputNumber aria-label={t('people.days_label')} precision={0} style={{ width: 200 }} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="reason"
            label={t('people.reason_label')}
            rules={[{ required: true, whitespace: true, message: t('people.reason_required') }]}
          >
            <Input.TextArea
              aria-label={t('people.reason_label')}
              maxLength={PEOPLE_REASON_MAX}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
            />
          </Form.Item>
        </Form>
        {error ? <Alert type="error" showIcon role="alert" title={error.message} /> : null}
      </Modal>
    </>
  );
}
