/**
 * A setup link's page: the account it is for, the authenticator to enrol (QR code and secret),
 * then the password (twice, at least OPERATOR_PASSWORD_MIN characters) and the first code.
 */
import { Alert, Button, Descriptions, Form, Input, Result, Skeleton, Steps, Typography } from 'antd';
import {
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  type MeResponse,
} from '#shared/contract/console-auth.ts';
import { useT } from '#console/lib/i18n.ts';
import { useSetupFinish } from '../api/setup-finish.ts';
import { useSetupStart } from '../api/setup-start.ts';
import { CodeInput, totpRules } from './code-input.tsx';
import { TotpQr } from './totp-qr.tsx';

interface SetupValues {
  password: string;
  confirm: string;
  totp_code: string;
}

export function SetupForm({ token, onSignedIn }: { token: string; onSignedIn: (me: MeResponse) => void }) {
  const t = useT();
  const start = useSetupStart(token);
  const finish = useSetupFinish();
  const [form] = Form.useForm<SetupValues>();

  if (!token) return <Result status="warning" title={t('setup.no_token')} subTitle={t('setup.ask_owner')} />;
  if (start.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (start.isError) {
    return <Result status="warning" title={start.error.message} subTitle={t('setup.ask_owner')} />;
  }
  const account = start.data;
  const submit = (values: SetupValues) => {
    finish.mutate(
      { token, password: values.password, totp_code: values.totp_code },
      { onSuccess: onSignedIn, onError: () => form.setFieldValue('totp_code', '') },
    );
  };
  return (
    <>
      <Descriptions
        size="small"
        column={3}
        style={{ marginBottom: 24 }}
        items={[
          { key: 'name', label: t('operators.name'), children: account.name },
          { key: 'email', label: t('operators.email'), children: account.email },
          { key: 'role', label: t('operators.role'), children: t(`role.${account.role}` as const) },
        ]}
      />
      <Steps
        orientation="vertical"
        size="small"
        items={[
          {
            status: 'process',
            title: t('setup.step_app'),
            content: (
              <>
                <Typography.Paragraph type="secondary">{t('setup.step_app_text')}</Typography.Paragraph>
                <TotpQr uri={account.otpauth_uri} secret={account.totp_secret} />
              </>
            ),
          },
          {
            status: 'process',
            title: t('setup.step_password'),
            content: (
              <Form<SetupValues>
                noValidate
                form={form}
                layout="vertical"
                requiredMark={false}
                onFinish={submit}
                disabled={finish.isPending}
                style={{ marginTop: 8 }}
              >
                <Form.Item
                  name="password"
                  label={t('setup.password')}
                  extra={t('setup.password_help', { min: OPERATOR_PASSWORD_MIN })}
                  rules={[
                    { required: true, message: t('login.password_required') },
                    {
                      min: OPERATOR_PASSWORD_MIN,
                      message: t('setup.password_short', { min: OPERATOR_PASSWORD_MIN }),
                    },
                    {
                      max: OPERATOR_PASSWORD_MAX,
                      message: t('setup.password_long', { max: OPERATOR_PASSWORD_MAX }),
                    },
                  ]}
                  hasFeedback
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
                <Form.Item
                  name="confirm"
                  label={t('setup.confirm')}
                  dependencies={['password']}
                  hasFeedback
                  rules={[
                    { required: true, message: t('setup.confirm_required') },
                    ({ getFieldValue }) => ({
                      validator: (_rule, value: string) =>
                        !value || getFieldValue('password') === value
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('setup.confirm_mismatch'))),
                    }),
                  ]}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
                <Form.Item
                  name="totp_code"
                  label={t('setup.code')}
                  extra={t('setup.code_help')}
                  rules={totpRules(t)}
                >
                  <CodeInput />
                </Form.Item>
                {finish.error ? (
                  <Alert
                    type="error"
                    showIcon
                    title={finish.error.message}
                    style={{ marginBottom: 16 }}
                    role="alert"
                  />
                ) : null}
                <Button type="primary" htmlType="submit" size="large" loading={finish.isPending}>
                  {t('setup.submit')}
                </Button>
              </Form>
            ),
          },
        ]}
      />
    </>
  );
}
