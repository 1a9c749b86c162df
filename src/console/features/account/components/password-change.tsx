/**
 * My account: a new password. The current password and the authenticator's code prove it is
 * the operator (a wrong one counts toward the lock-out, as at sign-in), then the new password
 * twice. Every other session of the account ends; this one stays.
 */
import { Alert, Button, Card, Form, Input } from 'antd';
import { OPERATOR_PASSWORD_MIN } from '#shared/contract/console-auth.ts';
import { notifySuccess } from '#console/lib/notify.ts';
import { useT } from '#console/lib/i18n.ts';
import { useChangePassword } from '../api/change-password.ts';
import { confirmRules, newPasswordRules, type CodeField } from '#console/lib/credential-rules.ts';
import { ProveFields } from './prove-fields.tsx';

interface Values {
  current_password: string;
  totp_code: string;
  new_password: string;
  confirm: string;
}

export function PasswordChange({ CodeInput }: { CodeInput: CodeField }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const submit = (values: Values) =>
    change.mutate(
      {
        current_password: values.current_password,
        totp_code: values.totp_code,
        new_password: values.new_password,
      },
      {
        onSuccess: () => {
          form.resetFields();
          notifySuccess(t('account.password_done'));
        },
        onError: () => form.setFieldValue('totp_code', ''),
      },
    );
  return (
    <Card title={t('account.password_title')} size="small">
      <Form<Values>
        name="password_change"
        noValidate
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => change.error && change.reset()}
        disabled={change.isPending}
        style={{ maxWidth: 420 }}
      >
        <ProveFields CodeInput={CodeInput} codeLabel={t('login.code')} codeHelp={t('login.code_help')} />
        <Form.Item
          name="new_password"
          label={t('setup.password')}
          extra={t('setup.password_help', { min: OPERATOR_PASSWORD_MIN })}
          rules={newPasswordRules(t)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('setup.confirm')}
          dependencies={['new_password']}
          rules={confirmRules(t, 'new_password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {change.error ? (
          <Alert
            type="error"
            showIcon
            title={change.error.message}
            role="alert"
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('account.password_submit')}
        </Button>
      </Form>
    </Card>
  );
}
