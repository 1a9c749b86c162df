/**
 * What proves it is the operator before an account change: the current password and the
 * authenticator's code (a wrong one counts toward the lock-out, as at sign-in). The fields of
 * the My account forms that ask for them.
 */
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '#console/lib/i18n.ts';
import { codeRules, currentPasswordRules, type CodeField } from '#console/lib/credential-rules.ts';

export function ProveFields({
  CodeInput,
  codeLabel,
  codeHelp,
}: {
  CodeInput: CodeField;
  codeLabel: string;
  codeHelp?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <Form.Item
        name="current_password"
        label={t('account.current_password')}
        rules={currentPasswordRules(t)}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="totp_code" label={codeLabel} extra={codeHelp} rules={codeRules(t)}>
        <CodeInput />
      </Form.Item>
    </>
  );
}
