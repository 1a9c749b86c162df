/**
 * A table's empty state (its `locale.emptyText`): what is empty, and, while filters or a search
 * narrow the list, that nothing matches them with a button to clear them. Until the first
 * answer it is nothing, so no "empty" shows under the spinner.
 */
import { Button, Empty } from 'antd';

export function EmptyList({
  loaded,
  empty,
  filtered,
  clearLabel,
  onClear,
  testId,
}: {
  /** The list has been answered at least once. */
  loaded: boolean;
  /** Nothing at all yet ("No series yet"). */
  empty: string;
  /** Nothing matches the filters or search ("No order matches these filters"). */
  filtered: string;
  clearLabel: string;
  /** Set while filters or a search are on. */
  onClear: (() => void) | undefined;
  testId: string;
}) {
  if (!loaded) return <span />;
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid={testId} description={onClear ? filtered : empty}>
      {onClear ? (
        <Button onClick={onClear} data-testid={`${testId}-clear`}>
          {clearLabel}
        </Button>
      ) : null}
    </Empty>
  );
}
