/** /console/operators (owner): every operator, its row's actions, and inviting a new one. */
import { PageTitle } from '#console/components/page-title.tsx';
import { useMe } from '#console/features/auth/api/get-me.ts';
import { useOperators } from '#console/features/operators/api/get-operators.ts';
import { InviteOperator } from '#console/features/operators/components/invite-operator.tsx';
import { OperatorsTable } from '#console/features/operators/components/operators-table.tsx';
import { useT } from '#console/lib/i18n.ts';

export function Component() {
  const t = useT();
  const operators = useOperators();
  const meId = useMe().data?.operator.id;
  return (
    <>
      <PageTitle extra={<InviteOperator />}>{t('menu.operators')}</PageTitle>
      <OperatorsTable rows={operators.data?.items ?? []} loading={operators.isPending} meId={meId} />
    </>
  );
}
