/**
 * My account: a new authenticator app (a new phone). First the current password and code (a
 * wrong one counts toward the lock-out); then the new key as setup shows it (QR code and text),
 * confirmed by a code from the new app. Until then the current app keeps working; once
 * confirmed, it stops, and every other session of the account ends.
 */
import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { useState, type ComponentType } from 'react';
import type { TotpEnrolResponse } from '#shared/contract/console-auth.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useT } from '#console/lib/i18n.ts';
import { useFinishTotpChange } from '../api/finish-totp-change.ts';
import { useStartTotpChange } from '../api/start-totp-change.ts';
import { codeRules, type CodeField } from '#console/lib/credential-rules.ts';
import { ProveFields } from './prove-fields.tsx';

interface ProveValues {
  current_password: string;
  totp_code: string;
}

export function AuthenticatorChange({
  CodeInput,
  TotpQr,
}: {
  CodeInput: CodeField;
  TotpQr: ComponentType<{ uri: string; secret: string }>;
}) {
  const t = useT();
  const [prove] = Form.useForm<ProveValues>();
  const [confirm] = Form.useForm<{ totp_code: string }>();
  const start = useStartTotpChange();
  const finish = useFinishTotpChange();
  const [enrol, setEnrol] = useState<TotpEnrolResponse>();

  const begin = (values: ProveValues) =>
    start.mutate(values, {
      onSuccess: (answer) => {
        prove.resetFields();
        setEnrol(answer);
      },
      onError: () => prove.setFieldValue('totp_code', ''),
    });
  const cancel = () => {
    setEnrol(undefined);
    finish.reset();
    start.reset();
  };
  const done = ({ totp_code }: { totp_code: string }) =>
    finish.mutate(
      { totp_code },
      {
        onSuccess: () => {
          cancel();
          notifySuccess(t('account.totp_done'));
        },
        onError: () => confirm.setFieldValue('totp_code', ''),
      },
    );

  return (
    <Card title={t('account.totp_title')} size="small">
      {enrol ? (
        <Flex vertical gap={16} style={{ maxWidth: 560 }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('account.totp_scan')}
          </Typography.Paragraph>
          <TotpQr uri={enrol.otpauth_uri} secret={enrol.totp_secret} />
          <Form<{ totp_code: string }>
            name="totp_confirm"
            noValidate
            form={confirm}
            layout="vertical"
            requiredMark={false}
            onFinish={done}
            onValuesChange={() => finish.error && finish.reset()}
            disabled={finish.isPending}
          >
            <Form.Item
              name="totp_code"
              label={t('account.totp_new_code')}
              extra={t('account.totp_new_code_help')}
              rules={codeRules(t)}
            >
              <CodeInput />
            </Form.Item>
            {finish.error ? (
              <Alert
                type="error"
                showIcon
                title={finish.error.message}
                role="alert"
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={finish.isPending}>
                {t('account.totp_confirm')}
              </Button>
              <Button onClick={cancel}>{t('common.cancel')}</Button>
            </Flex>
          </Form>
        </Flex>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('account.totp_text')}</Typography.Paragraph>
          <Form<ProveValues>
            name="totp_change"
            noValidate
            form={prove}
            layout="vertical"
            requiredMark={false}
            onFinish={begin}
            onValuesChange={() => start.error && start.reset()}
            disabled={start.isPending}
            style={{ maxWidth: 420 }}
          >
            <ProveFields CodeInput={CodeInput} codeLabel={t('account.totp_current_code')} />
            {start.error ? (
              <Alert
                type="error"
                showIcon
                title={start.error.message}
                role="alert"
                style={{ marginBottom: 16 }}
              />
            ) : null}
            <Button type="primary" htmlType="submit" loading={start.isPending}>
              {t('account.totp_start')}
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
