import { ImagePlus } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react';
import { buttonClass } from './button';

/**
 * A drag-and-drop zone with a Choose Photos picker, several files at once. The
 * files go to `onFiles` as they are: the caller says which it takes and why. While
 * `disabled`, drops are ignored and the picker is off.
 */
export function PhotoDropZone({
  title,
  hint,
  accept,
  onFiles,
  disabled = false,
  compact = false,
  inputRef,
}: {
  title: string;
  hint: ReactNode;
  /** The picker's `accept` list. */
  accept: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Less padding, for a zone inside a card. */
  compact?: boolean;
  /** For a caller that opens the picker from elsewhere. */
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const [over, setOver] = useState(false);
  // dragenter and dragleave fire for every child crossed; the zone is left only when the count is back at 0.
  const depth = useRef(0);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <div
      onDragEnter={(e) => {
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragLeave={() => {
        depth.current -= 1;
        if (depth.current <= 0) setOver(false);
      }}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
      className={`flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed text-center transition ${
        compact ? 'p-6' : 'p-8'
      } ${over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900'}`}
    >
      <ImagePlus aria-hidden="true" className="h-10 w-10 text-brand-600" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{hint}</p>
      <label
        className={buttonClass(
          'primary',
          `focus-within:outline-3 focus-within:outline-brand-600 ${disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`,
        )}
      >
        Choose Photos
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          multiple
          disabled={disabled}
          className="sr-only"
          onChange={(e) => {
            onFiles([...(e.target.files ?? [])]);
            // Cleared so the same file can be picked again after it was removed.
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
