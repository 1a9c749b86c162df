/** Changing an operator's role: a Select in a small dialog; the new role applies from their next call. */
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { OPERATOR_ROLES, type OperatorRole } from '#shared/contract/console-auth.ts';
import { useT } from '#console/lib/i18n.ts';
import type { OperatorRow } from '../api/get-operators.ts';

export function RoleDialog({
  operator,
  busy,
  onSave,
  onClose,
}: {
  operator: OperatorRow;
  busy: boolean;
  onSave: (role: OperatorRole) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [role, setRole] = useState<OperatorRole>(operator.role);
  return (
    <Modal
      open
      width={420}
      title={t('operators.role_title', { name: operator.name })}
      okText={t('operators.role_save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: role === operator.role, loading: busy }}
      onOk={() => onSave(role)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label={t('operators.role')} extra={t('operators.role_note')}>
          <Select<OperatorRole>
            aria-label={t('operators.role')}
            value={role}
            onChange={setRole}
            disabled={busy}
            options={OPERATOR_ROLES.map((value) => ({ value, label: t(`role.${value}` as const) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
