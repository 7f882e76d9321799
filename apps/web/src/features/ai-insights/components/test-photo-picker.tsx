import { ACCURACY_TEST_MAX_PHOTOS, ACCURACY_TEST_TYPES } from '@listlens/shared';
import { X } from 'lucide-react';
import { PhotoDropZone } from '../../../components/photo-drop-zone';

export type PickedPhoto = { file: File; url: string };

/** The lab's drop zone and file picker, and the photos chosen so far with a Remove button each. */
export function TestPhotoPicker({
  photos,
  disabled,
  onAdd,
  onRemove,
}: {
  photos: PickedPhoto[];
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <PhotoDropZone
        title="Drop photos of one item here"
        hint={`1 to ${ACCURACY_TEST_MAX_PHOTOS} photos, JPG, PNG or WebP, up to 10 MB each`}
        accept={ACCURACY_TEST_TYPES.join(',')}
        onFiles={onAdd}
        disabled={disabled}
        compact
      />
      {photos.length > 0 && (
        <div>
          <p className="text-sm font-medium">
            {photos.length} of {ACCURACY_TEST_MAX_PHOTOS} photos chosen
          </p>
          <ul aria-label="Chosen photos" className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {photos.map((p, index) => (
              <li
                key={p.url}
                className="relative overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700"
              >
                <img
                  src={p.url}
                  alt={`Photo ${index + 1}: ${p.file.name}`}
                  className="aspect-square w-full object-cover"
                />
                <p className="truncate px-2 py-1 text-xs">
                  {index + 1}. {p.file.name}
                </p>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onRemove(index)}
                  aria-label={`Remove photo ${index + 1} (${p.file.name})`}
                  className="absolute top-1 right-1 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow disabled:opacity-50 dark:bg-slate-800/90 dark:text-slate-100"
                >
                  <X aria-hidden="true" className="h-5 w-5" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
