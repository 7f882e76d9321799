/** A photo chosen for upload, with its preview and, once uploading, its progress. */
export type SelectedPhoto = {
  id: string;
  file: File;
  previewUrl: string;
  progress?: { fraction: number; state: PhotoUploadState; label: string };
};

export type PhotoUploadState = 'Waiting' | 'Preparing' | 'Uploading' | 'Saving' | 'Uploaded' | 'Saved on this device';
