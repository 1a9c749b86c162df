/**
 * Inviting an operator: email, name, role → the one-time setup link, shown to copy and send by
 * a private channel (it works once, for OPERATOR_SETUP_HOURS). One request at a time: a double
 * click on Create sends once, so the link of the account it made is the one shown. The server's
 * refusal (the email is taken) goes as soon as a field changes; a name with invisible characters
 * (INVISIBLE_CHARACTERS: bidi controls, zero-width spaces) is refused before it is sent.
 */
import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import {
  INVISIBLE_CHARACTERS,
  OPERATOR_ROLES,
  type OperatorCreatePayload,
} from '#shared/contract/console-auth.ts';
import { useT } from '#console/lib/i18n.ts';
import { useCreateOperator } from '../api/create-operator.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { SetupLinkResult } from './setup-link-result.tsx';

export function InviteOperator() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<string>();
  const [form] = Form.useForm<OperatorCreatePayload>();
  const create = useCreateOperator();
  const flight = useSingleFlight();
  const close = () => {
    setOpen(false);
    setLink(undefined);
    create.reset();
    form.resetFields();
  };
  const createLink = async (values: OperatorCreatePayload) =>
    setLink((await create.mutateAsync({ ...values, name: values.name.trim() })).setup_url);
  const submit = () => flight.run(async () => createLink(await form.validateFields()));
  return (
    <>
      <Button type="primary" icon={<UserAddOutlined />} onClick={() => setOpen(true)}>
        {t('operators.invite')}
      </Button>
      <Modal
        open={open}
        title={t('operators.invite')}
        onCancel={close}
        destroyOnHidden
        footer={
          link ? (
            <Button type="primary" onClick={close}>
              {t('common.done')}
            </Button>
          ) : (
            <>
              <Button onClick={close}>{t('common.cancel')}</Button>
              <Button type="primary" loading={flight.busy} onClick={() => void submit()}>
                {t('operators.create_link')}
              </Button>
            </>
          )
        }
      >
        {link ? (
          <SetupLinkResult link={link} title={t('operators.link_ready')} />
        ) : (
          <Form<OperatorCreatePayload>
            noValidate
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ role: 'editor' }}
            onFinish={(values) => void flight.run(() => createLink(values))}
            onValuesChange={() => {
              if (create.error) create.reset();
            }}
            disabled={flight.busy}
          >
            <Form.Item
              name="email"
              label={t('operators.email')}
              rules={[{ required: true, type: 'email', message: t('login.email_invalid') }]}
            >
              <Input type="email" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('operators.name')}
              rules={[
                { required: true, whitespace: true, max: 60, message: t('operators.name_required') },
                {
                  validator: (_rule, value: string | undefined) =>
                    value && INVISIBLE_CHARACTERS.test(value)
                      ? Promise.reject(new Error(t('operators.name_invisible')))
                      : Promise.resolve(),
                },
              ]}
            >
              <Input autoComplete="off" maxLength={60} />
            </Form.Item>
            <Form.Item name="role" label={t('operators.role')} extra={t('operators.role_help')}>
              <Select
                options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`role.${role}` as const) }))}
              />
            </Form.Item>
            {create.error ? <Alert type="error" showIcon title={create.error.message} role="alert" /> : null}
          </Form>
        )}
      </Modal>
    </>
  );
}
