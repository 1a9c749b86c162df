/**
 * Rows of an antd table that can be dragged into another order (dnd-kit, antd's documented
 * pattern): the row moves, its handle starts the drag by pointer or by keyboard (Space, arrows,
 * Space). `onMove` gets the row keys (numbers or strings) in their new order.
 */
import { HolderOutlined } from '@ant-design/icons';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { restrictToVerticalAxis } from '@dnd-kit/modifiers';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import {
  createContext,
  useContext,
  useMemo,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';

type Handle = Pick<ReturnType<typeof useSortable>, 'setActivatorNodeRef' | 'listeners' | 'attributes'>;
const HandleContext = createContext<Handle | undefined>(undefined);

export function DragHandle({ label, disabled }: { label: string; disabled?: boolean }) {
  const handle = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      ref={handle?.setActivatorNodeRef}
      {...handle?.attributes}
      {...handle?.listeners}
      disabled={disabled}
      aria-label={label}
      style={{ cursor: disabled ? 'not-allowed' : 'grab', touchAction: 'none' }}
    />
  );
}

export function SortableRow(
  props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': number | string },
) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props['data-row-key'] });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging
      ? { position: 'relative', zIndex: 10, background: 'var(--ant-color-bg-elevated, #fff)' }
      : {}),
  };
  const handle = useMemo(
    () => ({ setActivatorNodeRef, listeners, attributes }),
    [setActivatorNodeRef, listeners, attributes],
  );
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

export function SortableRows<K extends number | string>({
  ids,
  onMove,
  children,
}: {
  ids: readonly K[];
  onMove: (ids: K[]) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.findIndex((id) => id === active.id);
    const to = ids.findIndex((id) => id === over.id);
    if (from < 0 || to < 0) return;
    onMove(arrayMove([...ids], from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={end}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
