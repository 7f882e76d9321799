import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, X } from 'lucide-react';
import type { SelectedPhoto } from '../upload-types';

type Props = {
  photos: SelectedPhoto[];
  onReorder: (next: SelectedPhoto[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
};

/**
 * The selection before upload (spec part 2, section 2.1): drag a photo by its
 * handle, or focus the handle and use Space and the arrow keys; the first
 * photo is the PRIMARY one.
 */
export function SelectedPhotosGrid({ photos, onReorder, onRemove, disabled = false }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((p) => p.id === active.id);
    const to = photos.findIndex((p) => p.id === over.id);
    if (from >= 0 && to >= 0) onReorder(arrayMove(photos, from, to));
  };
  const nameOf = (id: string | number) => {
    const index = photos.findIndex((p) => p.id === id);
    return index >= 0 ? `photo ${index + 1} (${photos[index]?.file.name})` : 'photo';
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ over }) =>
            over ? `Over position ${photos.findIndex((p) => p.id === over.id) + 1}.` : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `Dropped ${nameOf(active.id)} at position ${photos.findIndex((p) => p.id === over.id) + 1}.`
              : 'Dropped.',
          onDragCancel: () => 'Moving cancelled.',
        },
      }}
    >
      <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
        <ol
          aria-label="Selected photos"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
        >
          {photos.map((photo, index) => (
            <SortableTile
              key={photo.id}
              photo={photo}
              index={index}
              disabled={disabled}
              onRemove={() => onRemove(photo.id)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableTile({
  photo,
  index,
  disabled,
  onRemove,
}: {
  photo: SelectedPhoto;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled,
  });
  const label = `photo ${index + 1} (${photo.file.name})`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative overflow-hidden rounded-xl border bg-white dark:bg-slate-900 ${
        isDragging ? 'z-10 border-brand-600 shadow-lg' : 'border-slate-200 dark:border-slate-700'
      }`}
      data-testid="selected-photo"
    >
      <img
        src={photo.previewUrl}
        alt={photo.file.name}
        className="aspect-square w-full object-cover"
        draggable={false}
      />
      {index === 0 ? (
        <span className="absolute top-2 left-2 rounded bg-brand-600 px-2 py-0.5 text-xs font-bold tracking-wide text-white">
          PRIMARY
        </span>
      ) : null}
      <div className="flex items-center justify-between gap-1 p-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Move ${label}`}
          disabled={disabled}
          className="flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 active:cursor-grabbing dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <GripVertical aria-hidden="true" className="h-5 w-5" />
        </button>
        <span className="truncate text-xs text-slate-600 dark:text-slate-300" title={photo.file.name}>
          {photo.file.name}
        </span>
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={`Remove ${label}`}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 dark:hover:bg-red-950"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {photo.progress ? <PhotoProgress progress={photo.progress} /> : null}
    </li>
  );
}

function PhotoProgress({ progress }: { progress: NonNullable<SelectedPhoto['progress']> }) {
  const percent = Math.round(progress.fraction * 100);
  return (
    <div className="px-2 pb-2">
      <div
        role="progressbar"
        aria-label={`Upload of ${progress.label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${progress.state} ${percent}%`}
        className="h-2 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">{progress.state}</p>
    </div>
  );
}
