import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../test/render';
import { SignInForm } from './sign-in-form';

function renderForm(mode: 'signin' | 'signup', onSignedIn = vi.fn()) {
  renderWithClient(<SignInForm mode={mode} onSignedIn={onSignedIn} />);
  return onSignedIn;
}

const problem = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'x', status, code, message }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('SignInForm', () => {
  it('asks for a full name and an 8-character password when creating an account, without calling the server', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    renderForm('signup');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'At least 8 characters. Avoid common passwords such as "password1" or "12345678".',
    );
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(password, '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/accounts'))).toHaveLength(0);
  });

  it("shows the server's field error when it finds the password too common", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/accounts'
          ? new Response(
              JSON.stringify({
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                code: 'validation_failed',
                message: 'Some fields need your attention.',
                errors: [
                  {
                    path: 'password',
                    message: 'This password is too common and easy to guess. Please choose another one.',
                  },
                ],
              }),
              { status: 400, headers: { 'content-type': 'application/problem+json' } },
            )
          : new Response(
              JSON.stringify({
                googleSignIn: false,
                ebayEnvironment: 'emulator',
                aiProvider: 'local',
                storageDriver: 'local',
              }),
            ),
      ),
    );
    const onSignedIn = renderForm('signup');
    await userEvent.type(screen.getByLabelText('Full name'), 'Ann');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('This password is too common and easy to guess. Please choose another one.'),
    ).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("shows the server's message when sign-in fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/config'
          ? new Response(
              JSON.stringify({
                googleSignIn: false,
                ebayEnvironment: 'emulator',
                aiProvider: 'local',
                storageDriver: 'local',
              }),
            )
          : problem(401, 'invalid_credentials', 'Invalid email or password'),
      ),
    );
    const onSignedIn = renderForm('signin');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'wrongpw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("falls back to 'Authentication failed. Please try again.' when the answer has no message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    renderForm('signin');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed. Please try again.');
  });
});
