import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../test/render';
import { LocalPhotoStoreProvider } from '../local/local-photo-context';
import { createMemoryPhotoStore } from '../local/local-photo-store';
import { UploadScreen } from './upload-screen';

const user = { id: 'u1', email: 'a@b.co', displayName: 'Ann' };

/** XMLHttpRequest that never reaches a server: it fails (offline) or answers as told. */
class FakeXhr {
  static mode: 'offline' | 'ok' = 'offline';
  static sent: FormData[] = [];
  status = 0;
  responseText = '';
  upload = { onprogress: null as ((e: { loaded: number; total: number }) => void) | null };
  onerror: (() => void) | null = null;
  onload: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    FakeXhr.sent.push(body);
    setTimeout(() => {
      if (FakeXhr.mode === 'offline') return this.onerror?.();
      this.upload.onprogress?.({ loaded: 10, total: 10 });
      this.status = 201;
      this.responseText = JSON.stringify({ photos: [], duplicates: 0 });
      this.onload?.();
    }, 0);
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/session') return new Response(JSON.stringify({ user }));
      throw new TypeError('Failed to fetch');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen() {
  const onUploaded = vi.fn();
  const store = createMemoryPhotoStore();
  renderWithClient(
    <LocalPhotoStoreProvider store={store}>
      <UploadScreen onUploaded={onUploaded} />
    </LocalPhotoStoreProvider>,
  );
  return { onUploaded, store };
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], name, { type: 'image/jpeg' });

describe('Upload Photos screen', () => {
  it('shows the selection with PRIMARY first, remove buttons and the Upload N Photos button', async () => {
    renderScreen();
    expect(screen.getByText('JPG or PNG up to 10MB each')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText('Choose Photos'), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);
    const grid = screen.getByRole('list', { name: 'Selected photos' });
    const tiles = within(grid).getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    expect(within(tiles[0] as HTMLElement).getByText('PRIMARY')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload 3 Photos' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1 (a.jpg)' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(within(grid).getAllByRole('listitem')[0] as HTMLElement).getByAltText('b.jpg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload 2 Photos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose Different Photos' })).toBeTruthy();
  });

  it('asks for JPEG when a HEIC photo is chosen and leaves it out', async () => {
    renderScreen();
    await userEvent.upload(screen.getByLabelText('Choose Photos'), [
      new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' }),
      jpeg('ok.jpg'),
    ]);
    expect(screen.getByText(/^HEIC photos cannot be read here\. Please save the photo as JPEG/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload 1 Photo' })).toBeTruthy();
  });

  it('keeps the photos in the browser when the server cannot be reached, then moves on to SKUs', async () => {
    const { onUploaded, store } = renderScreen();
    await userEvent.upload(screen.getByLabelText('Choose Photos'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload 2 Photos' }));
    expect(await screen.findByText('Photos saved locally (2 photos) - database unavailable')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Photos Uploaded Successfully!' })).toBeTruthy();
    const kept = [...store.rows.values()];
    expect(kept.map((p) => [p.filename, p.status, p.id.startsWith('temp_')])).toEqual([
      ['a.jpg', 'local', true],
      ['b.jpg', 'local', true],
    ]);
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledOnce(), { timeout: 3000 });
  });

  it('uploads the photos in the chosen order and shows the success screen with its two buttons', async () => {
    FakeXhr.mode = 'ok';
    const { onUploaded } = renderScreen();
    await userEvent.upload(screen.getByLabelText('Choose Photos'), [jpeg('first.jpg'), jpeg('second.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Upload 2 Photos' }));
    expect(await screen.findByRole('heading', { name: 'Photos Uploaded Successfully!' })).toBeTruthy();
    const form = FakeXhr.sent[0];
    expect(form?.get('meta')).toBe('[]');
    expect(form?.getAll('photos').map((f) => (f as File).name)).toEqual(['first.jpg', 'second.jpg']);
    expect(screen.getByRole('button', { name: 'Upload More Photos' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to SKU Assignment' }));
    expect(onUploaded).toHaveBeenCalled();
    FakeXhr.mode = 'offline';
  });
});
