import { MILESTONES, type EbayStatus, type Onboarding } from '@listlens/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
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
  needsReconnect: false,
});

const onboarding = (connected: boolean): Onboarding => ({
  isOnboardingComplete: connected,
  currentStep: connected ? 'complete' : 'connect_ebay',
  hasCompletedEbayConnection: connected,
  hasUploadedFirstPhoto: true,
  hasCreatedFirstListing: false,
  milestones: Object.fromEntries(
    MILESTONES.map((m) => [m, { completed: m === 'first_photo_uploaded', completedAt: null, data: {} }]),
  ) as Onboarding['milestones'],
});

function renderWelcome(connected: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => Response.json(url === '/api/onboarding' ? onboarding(connected) : status(connected))),
  );
  const onContinue = vi.fn();
  renderInRouter(<OnboardingWelcome onContinue={onContinue} />);
  return { onContinue };
}

afterEach(() => vi.unstubAllGlobals());

describe('OnboardingWelcome (spec part 1, Welcome screen)', () => {
  it('shows four steps counted from the milestones, each later one opening where it is done', async () => {
    const { onContinue } = renderWelcome(false);
    expect(await screen.findByText('Ready to start selling?')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '1. Connect Your eBay Account',
      '2. Upload Photos',
      '3. Generate AI Analysis',
      '4. Launch Your Listing',
    ]);
    // The first photo is uploaded: 1 of the 4 steps.
    expect(await screen.findByText(/25% · 1 of 4 completed/)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('button', { name: 'Connect Account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Photos' }).getAttribute('href')).toBe('/app?tab=upload');
    expect(screen.getByRole('link', { name: 'Generate Listings' }).getAttribute('href')).toBe('/app?tab=generate');
    expect(screen.getByRole('link', { name: 'Preview and Post' }).getAttribute('href')).toBe('/app?tab=generate');
    await userEvent.click(screen.getByRole('button', { name: 'Skip setup for now' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('counts eBay once connected and offers Continue to Dashboard', async () => {
    const { onContinue } = renderWelcome(true);
    expect(await screen.findByText('eBay Connected Successfully!')).toBeTruthy();
    expect(await screen.findByText(/50% · 2 of 4 completed/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(onContinue).toHaveBeenCalled();
  });
});
