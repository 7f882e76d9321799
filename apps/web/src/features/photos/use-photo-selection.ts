import { PHOTO_MESSAGES } from '@listlens/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isHeic, isImageFile } from './upload-messages';
import type { SelectedPhoto } from './upload-types';

let nextId = 0;
const toSelected = (file: File): SelectedPhoto => ({
  id: `sel-${nextId++}`,
  file,
  previewUrl: URL.createObjectURL(file),
});

/**
 * The photos chosen for upload, each with a preview address released when it
 * is removed, cleared or the screen goes away; HEIC files are refused with the
 * spec's notice. `onAdd` is told whenever files are added.
 */
export function usePhotoSelection(onAdd: () => void) {
  const [photos, setPhotos] = useState<SelectedPhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  });
  useEffect(() => () => photosRef.current.forEach((p) => URL.revokeObjectURL(p.previewUrl)), []);

  const onAddRef = useRef(onAdd);
  useEffect(() => {
    onAddRef.current = onAdd;
  });
  const addFiles = useCallback((files: File[]) => {
    const heic = files.filter(isHeic);
    const usable = files.filter((f) => isImageFile(f) && !isHeic(f));
    setNotice(heic.length > 0 ? PHOTO_MESSAGES.heic : null);
    onAddRef.current();
    if (usable.length > 0) setPhotos((prev) => [...prev, ...usable.map(toSelected)]);
  }, []);

  const clear = () => {
    photos.forEach((p) => URL.revokeObjectURL(p.previewUrl));
    setPhotos([]);
  };

  const remove = (id: string) =>
    setPhotos((prev) => {
      const gone = prev.find((p) => p.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return prev.filter((p) => p.id !== id);
    });

  const reset = () => {
    clear();
    setNotice(null);
  };

  return { photos, setPhotos, notice, addFiles, clear, remove, reset };
}
