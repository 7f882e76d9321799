import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../test/render';
import { jsonResponse } from '../../test/responses';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => vi.unstubAllGlobals());

async function fill(current: string, next: string) {
  await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('states the rule and refuses a short new password without calling the server', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(<ChangePasswordForm />);
    expect(
      screen.getByText('At least 8 characters. Avoid common passwords such as "password1" or "12345678".'),
    ).toBeTruthy();
    await fill('old-pass-1', 'short1');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field error on the field it names", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          code: 'validation_failed',
          message: 'Some fields need your attention.',
          errors: [{ path: 'currentPassword', message: 'Your current password is not correct' }],
        }),
      ),
    );
    renderWithClient(<ChangePasswordForm />);
    await fill('wrong-pass-1', 'fresh-new-pass-2');
    expect(await screen.findByText('Your current password is not correct')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sends both passwords and says the other devices were signed out', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, { message: 'Your password was changed. Other devices were signed out.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(<ChangePasswordForm />);
    await fill('old-pass-1', 'fresh-new-pass-2');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password was changed. Other devices were signed out.',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/me/password');
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: 'old-pass-1', newPassword: 'fresh-new-pass-2' });
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });
});
