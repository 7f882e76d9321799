import type { UploadedPhoto } from '@listlens/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../test/render';
import { LocalPhotoStoreProvider } from '../local/local-photo-context';
import { createMemoryPhotoStore, type LocalPhoto } from '../local/local-photo-store';
import { SkuScreen } from './sku-screen';

const user = { id: 'u1', email: 'a@b.co', displayName: 'Ann' };

const serverPhoto = (i: number): UploadedPhoto => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  user_id: 'u1',
  image_url: `/api/photos/${i}/files/display?v=0`,
  thumbnail_url: `/api/photos/${i}/files/thumb?v=0`,
  filename: `shirt-${i}.jpg`,
  file_size: 100,
  file_type: 'image/jpeg',
  upload_order: i,
  status: 'uploaded',
  assigned_sku: null,
  assigned_item_id: null,
  width: 10,
  height: 10,
  rotation: 0,
  duplicate_of: null,
  adult_flagged: false,
  adult_confirmed: false,
  adult_checked_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: string, init?: RequestInit) => Response | undefined;
let handler: Handler;
const calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:local', revokeObjectURL: () => undefined }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/session') return json({ user });
      return handler(url, init) ?? json({ code: 'not_found', message: 'x', type: 'x', title: 'x', status: 404 }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderScreen(local: LocalPhoto[] = []) {
  const onAllAssigned = vi.fn();
  const store = createMemoryPhotoStore(local);
  renderWithClient(
    <LocalPhotoStoreProvider store={store}>
      <SkuScreen onAllAssigned={onAllAssigned} />
    </LocalPhotoStoreProvider>,
  );
  return { onAllAssigned, store };
}

describe('SKU assignment screen', () => {
  it('marks photos the adult-content check flagged, in words, with the reason read with the photo', async () => {
    handler = (url) => {
      if (url.startsWith('/api/photos?view=unassigned'))
        return json({
          photos: [
            serverPhoto(1),
            { ...serverPhoto(2), adult_flagged: true },
            { ...serverPhoto(3), adult_flagged: true, adult_confirmed: true },
          ],
        });
      return undefined;
    };
    renderScreen();
    const grid = await screen.findByRole('list', { name: 'Photos to assign' });
    const [plain, flagged, reviewed] = within(grid).getAllByRole('listitem');
    expect(within(plain!).queryByText('Needs review')).toBeNull();
    expect(within(flagged!).getByText('Needs review')).toBeTruthy();
    expect(within(reviewed!).getByText('Reviewed')).toBeTruthy();

    // The reason is the checkbox's accessible description: read on focus, and shown on hover or focus.
    expect(
      within(flagged!).getByRole('checkbox', {
        name: 'Select photo 3 (shirt-2.jpg)',
        description:
          'Our automatic check thinks this photo may show nudity or adult content. If it simply shows the item, keep it: you will be asked to confirm it before the listing is posted.',
      }),
    ).toBeTruthy();
    expect(
      within(reviewed!).getByRole('checkbox', {
        description: 'You confirmed that this photo shows the item and is suitable for eBay.',
      }),
    ).toBeTruthy();
    expect(within(plain!).getByRole('checkbox', { description: '' })).toBeTruthy();
  });

  it('assigns a SKU to the selected photos with the live hint, the success message and the Generate prompt', async () => {
    handler = (url) => {
      if (url.startsWith('/api/photos?view=unassigned')) return json({ photos: [serverPhoto(1), serverPhoto(2)] });
      if (url === '/api/photos/assign') return json({ updated: 2 });
      return undefined;
    };
    const { onAllAssigned } = renderScreen();
    const grid = await screen.findByRole('list', { name: 'Photos to assign' });
    expect(within(grid).getByText('#2')).toBeTruthy();
    const assign = screen.getByRole('button', { name: 'Assign' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(screen.getByRole('button', { name: 'Deselect All' })).toBeTruthy();
    const input = screen.getByLabelText('SKU');
    await userEvent.type(input, 'ABC');
    expect(screen.getByText('Must end with digits')).toBeTruthy();
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    await userEvent.type(input, '-123');
    expect(screen.queryByText('Must end with digits')).toBeNull();
    await userEvent.click(assign);

    expect(await screen.findByText('Successfully assigned SKU "ABC-123" to 2 photo(s)')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/photos/assign')?.body).toEqual({
      ids: [serverPhoto(1).id, serverPhoto(2).id],
      sku: 'ABC-123',
    });
    expect(within(grid).getAllByText('SKU: ABC-123')).toHaveLength(2);
    expect((input as HTMLInputElement).value).toBe('');

    const prompt = await screen.findByRole('alertdialog', {}, { timeout: 3000 });
    expect(
      within(prompt).getByText(
        'All photos have been assigned SKUs! Would you like to move to Generate Listings to create your item details?',
      ),
    ).toBeTruthy();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Go to Generate Listings' }));
    expect(onAllAssigned).toHaveBeenCalledOnce();
  });

  it('asks before deleting and says what was deleted; messages leave after 5 s', async () => {
    handler = (url, init) => {
      if (url.startsWith('/api/photos?view=unassigned')) return json({ photos: [serverPhoto(1), serverPhoto(2)] });
      if (url === '/api/photos' && init?.method === 'DELETE') return json({ deleted: 1 });
      return undefined;
    };
    renderScreen();
    await screen.findByRole('list', { name: 'Photos to assign' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select photos to delete');
    await userEvent.click(screen.getByLabelText('Select photo 2 (shirt-1.jpg)'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete 1 photo(s)? This action cannot be undone.'),
    ).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted 1 photo(s)')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(5100);
    });
    expect(screen.queryByText('Successfully deleted 1 photo(s)')).toBeNull();
  });

  it('shows the empty state when there is nothing to assign', async () => {
    handler = (url) => (url.startsWith('/api/photos?view=unassigned') ? json({ photos: [] }) : undefined);
    renderScreen();
    expect(await screen.findByText('No Photos to Assign')).toBeTruthy();
    expect(screen.getByText('Upload photos first, then return here to assign SKUs.')).toBeTruthy();
  });

  it('shows the error state with Try Again when photos cannot be loaded', async () => {
    let fail = true;
    handler = (url) => {
      if (!url.startsWith('/api/photos?view=unassigned')) return undefined;
      return fail
        ? json({ type: 'x', title: 'x', status: 500, code: 'internal_error', message: 'x' }, 500)
        : json({ photos: [serverPhoto(3)] });
    };
    renderScreen();
    expect(await screen.findByText('Error Loading Photos')).toBeTruthy();
    expect(screen.getByText('Failed to load photos. Please try again.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByAltText('shirt-3.jpg')).toBeTruthy();
  });

  it('falls back to the photos kept in this browser and assigns them locally', async () => {
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    const local: LocalPhoto = {
      id: 'temp_1_0_abc',
      user_id: 'u1',
      filename: 'offline.jpg',
      file_type: 'image/jpeg',
      file_size: 3,
      upload_order: 0,
      status: 'local',
      assigned_sku: null,
      created_at: '2026-01-01T00:00:00.000Z',
      blob: new Blob(['abc']),
    };
    const { store } = renderScreen([local]);
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Select photo 1 (offline.jpg)'));
    await userEvent.type(screen.getByLabelText('SKU'), 'OFF-1');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText('Successfully assigned SKU "OFF-1" to 1 photo(s) (saved locally - database unavailable)'),
    ).toBeTruthy();
    expect(store.rows.get('temp_1_0_abc')?.assigned_sku).toBe('OFF-1');
  });
});
