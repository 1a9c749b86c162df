/**
 * Email, password and the authenticator's 6-digit code; the server's refusal shown above the
 * button. `email`: the operator signing in again over a screen whose session ended.
 */
import { Alert, Button, Form, Input } from 'antd';
import { OPERATOR_PASSWORD_MAX, type LoginPayload, type MeResponse } from '#shared/contract/console-auth.ts';
import { useT } from '#console/lib/i18n.ts';
import { useLogin } from '../api/login.ts';
import { codeRules } from '#console/lib/credential-rules.ts';
import { CodeInput } from './code-input.tsx';

export function LoginForm({ onSignedIn, email }: { onSignedIn: (me: MeResponse) => void; email?: string }) {
  const t = useT();
  const [form] = Form.useForm<LoginPayload>();
  const login = useLogin();
  const submit = (values: LoginPayload) => {
    login.mutate(
      { email: values.email.trim(), password: values.password, totp_code: values.totp_code },
      {
        onSuccess: onSignedIn,
        // A wrong code is the usual mistake: a fresh one is needed anyway.
        onError: () => form.setFieldValue('totp_code', ''),
      },
    );
  };
  return (
    <Form<LoginPayload>
      noValidate
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      disabled={login.isPending}
      {...(email ? { initialValues: { email } } : {})}
    >
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[{ required: true, type: 'email', message: t('login.email_invalid') }]}
      >
        <Input type="email" autoComplete="username" autoFocus={!email} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[
          { required: true, message: t('login.password_required') },
          { max: OPERATOR_PASSWORD_MAX, message: t('login.password_long', { max: OPERATOR_PASSWORD_MAX }) },
        ]}
      >
        <Input.Password autoComplete="current-password" autoFocus={Boolean(email)} />
      </Form.Item>
      <Form.Item name="totp_code" label={t('login.code')} extra={t('login.code_help')} rules={codeRules(t)}>
        <CodeInput />
      </Form.Item>
      {login.error ? (
        <Alert type="error" showIcon title={login.error.message} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
