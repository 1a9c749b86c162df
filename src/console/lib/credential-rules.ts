/**
 * The credential fields' rules, in the console's language, for sign-in, setup and My account
 * alike: the authenticator's 6-digit code, a current password, a new password as the server
 * checks it (passwordProblem: length, not blank, not one repeated character), its repetition.
 */
import type { FormRule } from 'antd';
import type { ComponentType } from 'react';
import {
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  passwordProblem,
} from '#shared/contract/console-auth.ts';
import type { Translate } from '#console/lib/i18n.ts';

/** The authenticator app's code field, as the app's own code input takes it. */
export type CodeField = ComponentType<{ value?: string; onChange?: (value: string) => void; id?: string }>;

export const codeRules = (t: Translate): FormRule[] => [
  { required: true, message: t('login.code_required') },
  { pattern: /^\d{6}$/, message: t('login.code_invalid') },
];

export const currentPasswordRules = (t: Translate): FormRule[] => [
  { required: true, message: t('login.password_required') },
];

export const newPasswordRules = (t: Translate): FormRule[] => [
  { required: true, message: t('login.password_required') },
  {
    validator: (_rule, value: string | undefined) => {
      const problem = value ? passwordProblem(value) : undefined;
      if (problem === 'short')
        return Promise.reject(new Error(t('setup.password_short', { min: OPERATOR_PASSWORD_MIN })));
      if (problem === 'long')
        return Promise.reject(new Error(t('setup.password_long', { max: OPERATOR_PASSWORD_MAX })));
      if (problem === 'trivial') return Promise.reject(new Error(t('setup.password_trivial')));
      return Promise.resolve();
    },
  },
];

export const confirmRules = (t: Translate, field: string): FormRule[] => [
  { required: true, message: t('setup.confirm_required') },
  ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || getFieldValue(field) === value
        ? Promise.resolve()
        : Promise.reject(new Error(t('setup.confirm_mismatch'))),
  }),
];
