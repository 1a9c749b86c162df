/**
 * /console/account (every role): the signed-in operator's own account: who they are, a new
 * password, a new authenticator app, and signing out their other sessions. The authenticator's
 * code field and QR code are sign-in's and setup's own (features/auth), handed in here.
 */
import { Descriptions, Flex } from 'antd';
import { PageTitle } from '#console/components/page-title.tsx';
import { AuthenticatorChange } from '#console/features/account/components/authenticator-change.tsx';
import { OtherSessions } from '#console/features/account/components/other-sessions.tsx';
import { PasswordChange } from '#console/features/account/components/password-change.tsx';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { CodeInput } from '#console/features/auth/components/code-input.tsx';
import { TotpQr } from '#console/features/auth/components/totp-qr.tsx';
import { useT } from '#console/lib/i18n.ts';

export function Component() {
  const t = useT();
  const operator = useMe().data?.operator;
  return (
    <>
      <PageTitle>{t('account.title')}</PageTitle>
      {operator ? (
        <Descriptions
          size="small"
          column={3}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'name', label: t('operators.name'), children: operator.name },
            { key: 'email', label: t('operators.email'), children: operator.email },
            { key: 'role', label: t('operators.role'), children: t(`role.${operator.role}` as const) },
          ]}
        />
      ) : null}
      <Flex vertical gap={16}>
        <PasswordChange CodeInput={CodeInput} />
        <AuthenticatorChange CodeInput={CodeInput} TotpQr={TotpQr} />
        <OtherSessions />
      </Flex>
    </>
  );
}
