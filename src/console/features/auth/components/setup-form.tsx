/**
 * A setup link's page: the account it is for, the authenticator to enrol (QR code and secret;
 * the same while the link lives, so a reload does not undo a scan), then the password (twice,
 * as passwordProblem allows) and the first code. A dead link says why: used (then the way to
 * sign in), expired, or not valid, each once.
 */
import { Alert, Button, Descriptions, Form, Input, Result, Skeleton, Steps, Typography } from 'antd';
import { Link } from 'react-router';
import { OPERATOR_PASSWORD_MIN, setupInvalidData, type MeResponse } from '#shared/contract/console-auth.ts';
import { paths } from '#console/config/paths.ts';
import { isConsoleApiError } from '#console/lib/api-error.ts';
import { useT, type Translate } from '#console/lib/i18n.ts';
import { useSetupFinish } from '../api/setup-finish.ts';
import { useSetupStart } from '../api/setup-start.ts';
import { codeRules, confirmRules, newPasswordRules } from '#console/lib/credential-rules.ts';
import { CodeInput } from './code-input.tsx';
import { TotpQr } from './totp-qr.tsx';

interface SetupValues {
  password: string;
  confirm: string;
  totp_code: string;
}

/** Why the server refused the link (913's data), if it said. */
function deadLinkReason(error: unknown) {
  if (!isConsoleApiError(error)) return undefined;
  return setupInvalidData.safeParse(error.data).data?.reason;
}

/** A link that cannot be used, in words: a title and what to do, never the same sentence twice. */
function DeadLink({ error, t }: { error: Error; t: Translate }) {
  const reason = deadLinkReason(error);
  if (reason === 'used') {
    return (
      <Result
        status="info"
        title={t('setup.used_title')}
        subTitle={t('setup.used_text')}
        extra={
          <Link to={paths.login} replace>
            <Button type="primary">{t('setup.go_sign_in')}</Button>
          </Link>
        }
      />
    );
  }
  if (reason === 'expired') {
    return <Result status="warning" title={t('setup.expired_title')} subTitle={t('setup.expired_text')} />;
  }
  if (reason === 'unknown') {
    return <Result status="warning" title={t('setup.unknown_title')} subTitle={t('setup.unknown_text')} />;
  }
  return <Result status="warning" title={error.message} subTitle={t('setup.ask_owner')} />;
}

export function SetupForm({ token, onSignedIn }: { token: string; onSignedIn: (me: MeResponse) => void }) {
  const t = useT();
  const start = useSetupStart(token);
  const finish = useSetupFinish();
  const [form] = Form.useForm<SetupValues>();

  if (!token) return <Result status="warning" title={t('setup.no_token')} subTitle={t('setup.ask_owner')} />;
  if (start.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (start.isError) return <DeadLink error={start.error} t={t} />;
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
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                  {t('setup.same_key')}
                </Typography.Paragraph>
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
                  rules={newPasswordRules(t)}
                  hasFeedback
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
                <Form.Item
                  name="confirm"
                  label={t('setup.confirm')}
                  dependencies={['password']}
                  hasFeedback
                  rules={confirmRules(t, 'password')}
                >
                  <Input.Password autoComplete="new-password" />
                </Form.Item>
                <Form.Item
                  name="totp_code"
                  label={t('setup.code')}
                  extra={t('setup.code_help')}
                  rules={codeRules(t)}
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
