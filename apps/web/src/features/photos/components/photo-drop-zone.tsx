import { PHOTO_LIMIT_TEXT } from '@listlens/shared';
import { ImagePlus } from 'lucide-react';
import { useRef, useState, type DragEvent, type RefObject } from 'react';
import { buttonClass } from '../../../components/button';

/** Drag-and-drop zone and file picker: image files, several at once (spec part 2, section 2.1). */
export function PhotoDropZone({
  onFiles,
  inputRef,
}: {
  onFiles: (files: File[]) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    onFiles([...event.dataTransfer.files]);
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
      data-testid="photo-drop-zone"
      className={`flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed p-8 text-center transition ${
        over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900'
      }`}
    >
      <ImagePlus aria-hidden="true" className="h-10 w-10 text-brand-600" />
      <p className="text-lg font-semibold">Drag and drop your photos here</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{PHOTO_LIMIT_TEXT}</p>
      <label className={buttonClass('primary', 'cursor-pointer focus-within:outline-3 focus-within:outline-brand-600')}>
        Choose Photos
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(e) => {
            onFiles([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
