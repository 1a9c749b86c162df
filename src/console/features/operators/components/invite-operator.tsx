/**
 * Inviting an operator: email, name, role → the one-time setup link, shown to copy and send by
 * a private channel (it works once, for OPERATOR_SETUP_HOURS).
 */
import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  OPERATOR_ROLES,
  OPERATOR_SETUP_HOURS,
  type OperatorCreatePayload,
} from '#shared/contract/console-auth.ts';
import { useT } from '#console/lib/i18n.ts';
import { useCreateOperator } from '../api/create-operator.ts';

export function InviteOperator() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<OperatorCreatePayload>();
  const create = useCreateOperator();
  const close = () => {
    setOpen(false);
    create.reset();
    form.resetFields();
  };
  const link = create.data?.setup_url;
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
              <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
                {t('operators.create_link')}
              </Button>
            </>
          )
        }
      >
        {link ? (
          <>
            <Alert
              type="success"
              showIcon
              title={t('operators.link_ready')}
              description={t('operators.link_help', { hours: OPERATOR_SETUP_HOURS })}
              style={{ marginBottom: 16 }}
            />
            <Typography.Paragraph
              copyable={{ text: link, tooltips: [t('common.copy'), t('common.copied')] }}
              code
              data-testid="setup-link"
              style={{ wordBreak: 'break-all' }}
            >
              {link}
            </Typography.Paragraph>
          </>
        ) : (
          <Form<OperatorCreatePayload>
            noValidate
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ role: 'editor' }}
            onFinish={(values) => create.mutate(values)}
            disabled={create.isPending}
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
              rules={[{ required: true, whitespace: true, max: 60, message: t('operators.name_required') }]}
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
