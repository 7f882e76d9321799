import { createContext, useContext, type ReactNode } from 'react';
import { indexedDbPhotoStore, type LocalPhotoStore } from './local-photo-store';

const LocalPhotoStoreContext = createContext<LocalPhotoStore>(indexedDbPhotoStore);

/** Tests hand in an in-memory store; the app uses IndexedDB. */
export function LocalPhotoStoreProvider({ store, children }: { store: LocalPhotoStore; children: ReactNode }) {
  return <LocalPhotoStoreContext.Provider value={store}>{children}</LocalPhotoStoreContext.Provider>;
}

export const useLocalPhotoStore = () => useContext(LocalPhotoStoreContext);
