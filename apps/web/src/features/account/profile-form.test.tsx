import type { Me } from '@listlens/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render';
import { jsonResponse } from '../../test/responses';
import { ProfileForm } from './profile-form';

const me = (name: string): Me => ({
  user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' },
  profile: {
    id: 'u1',
    email: 'ada@example.com',
    name,
    avatar_url: null,
    subscription_plan: 'free',
    subscription_status: 'active',
    listings_used: 0,
    listings_limit: 10,
    total_sales: 0,
    monthly_revenue: 0,
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('ProfileForm', () => {
  it('asks before a move away drops a changed name; Keep Editing keeps it and the address', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, me('Ada Lovelace')));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderInRouter(<ProfileForm me={me('Ada')} />, '/settings');
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    await userEvent.type(name, ' Lovelace');

    await router.navigate('/app');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(ask.textContent).toContain('Your profile changes are not saved.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(name.value).toBe('Ada Lovelace');

    await router.navigate('/app');
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard Changes' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a move through without asking once the change is saved', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, me('Ada Lovelace')));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderInRouter(<ProfileForm me={me('Ada')} />, '/settings');
    await userEvent.type(screen.getByLabelText('Name'), ' Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await router.navigate('/app');
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets a move through at once when nothing was changed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { router } = renderInRouter(<ProfileForm me={me('Ada')} />, '/settings');
    await router.navigate('/app');
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
