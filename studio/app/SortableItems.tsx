import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { getDefaultRegistry } from '@rjsf/core';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { useRef } from 'react';
import type { StudioFormContext } from './SectionForm.tsx';

const DefaultArrayFieldTemplate = getDefaultRegistry().templates.ArrayFieldTemplate;
const DefaultArrayFieldItemTemplate = getDefaultRegistry().templates.ArrayFieldItemTemplate;

/** The place of a dragged item among its list's ids, counted from 1 as the operator counts. */
const placeOf = (ids: readonly string[], id: string | number) => ids.indexOf(String(id)) + 1;

/**
 * Every list of the form can be reordered by dragging an item's handle, or from the keyboard
 * (issue 28, item 9): Space or Enter on the handle picks the item up, the arrows move it, Space
 * drops it, Escape puts it back; each step is announced in the studio's language. The move is
 * one edit of the brand (undo takes it back), the same as Move up and Move down.
 */
export function SortableArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const context = props.registry.formContext as StudioFormContext;
  const { texts } = context;
  const ids = props.items.map((item, index) => String(item.key ?? index));
  const sensors = useSensors(
    // A press that does not move is a click (the handle is a button); a drag starts after 4 px.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  /** Whether the item has left its own place since it was picked up. */
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return texts.dragPicked({ place: placeOf(ids, active.id), count: ids.length });
    },
    // The first "over" is the item's own place, at once: saying it would cut off "Picked up".
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return texts.dragOver({ place: placeOf(ids, over.id) });
    },
    onDragEnd: ({ over }) => (over ? texts.dragDropped({ place: placeOf(ids, over.id) }) : texts.dragCancelled),
    onDragCancel: () => texts.dragCancelled,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    // The list's place in the brand, read when it is needed: the form hands a new path array each render.
    const path = [...context.basePath, ...props.fieldPathId.path];
    context.onMove(path, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.dragInstructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <DefaultArrayFieldTemplate {...props} />
      </SortableContext>
    </DndContext>
  );
}

function GripIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      {[6, 12, 18].flatMap((y) =>
        [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="currentColor" />),
      )}
    </svg>
  );
}

/** An item of a list with its drag handle beside the form library's own item. */
export function SortableArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { texts } = props.registry.formContext as StudioFormContext;
  // Named by what the list holds ("Centre page 2"), so nested lists' handles are told apart.
  const itemName = typeof props.schema.title === 'string' ? props.schema.title.toLowerCase() : texts.listItem;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.itemKey,
    disabled: props.totalItems < 2 || Boolean(props.readonly || props.disabled),
  });
  return (
    <div
      ref={setNodeRef}
      className={isDragging ? 'st-sortable is-dragging' : 'st-sortable'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {props.totalItems > 1 && !props.readonly && !props.disabled && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="st-drag"
          {...attributes}
          {...listeners}
          aria-label={texts.dragHandle({ item: itemName, place: props.index + 1 })}
        >
          <GripIcon />
        </button>
      )}
      <div className="st-sortable__item">
        <DefaultArrayFieldItemTemplate {...props} />
      </div>
    </div>
  );
}
