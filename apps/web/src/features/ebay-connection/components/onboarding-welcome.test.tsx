import type { EbayStatus } from '@listlens/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../test/render';
import { OnboardingWelcome } from './onboarding-welcome';

const status = (connected: boolean): EbayStatus => ({
  connected,
  environment: 'emulator',
  ebayUsername: connected ? 'thrifty' : null,
  expiresAt: connected ? '2030-01-01T00:00:00Z' : null,
  scopes: [],
  isManual: false,
  hasAccessToken: connected,
  hasRefreshToken: connected,
  accessTokenLength: connected ? 100 : 0,
  tokenType: connected ? 'User Access Token' : null,
});

function renderWelcome(connected: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(status(connected)), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const onUseDashboard = vi.fn();
  const onContinue = vi.fn();
  renderWithClient(<OnboardingWelcome onUseDashboard={onUseDashboard} onContinue={onContinue} />);
  return { onUseDashboard, onContinue };
}

afterEach(() => vi.unstubAllGlobals());

describe('OnboardingWelcome (spec part 1, Welcome screen)', () => {
  it('shows four steps, only the first actionable, and 0 of 1 completed', async () => {
    const { onUseDashboard } = renderWelcome(false);
    expect(await screen.findByText('Ready to start selling?')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '1. Connect Your eBay Account',
      '2. Upload Photos',
      '3. Generate AI Analysis',
      '4. Launch Your Listing',
    ]);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText(/0 of 1 completed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Account' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Use Dashboard/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Use Dashboard: Upload Photos' }));
    expect(onUseDashboard).toHaveBeenCalledWith('upload_photos');
  });

  it('is 100% once connected and offers Continue to Dashboard', async () => {
    const { onContinue } = renderWelcome(true);
    expect(await screen.findByText('eBay Connected Successfully!')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(onContinue).toHaveBeenCalled();
  });
});
