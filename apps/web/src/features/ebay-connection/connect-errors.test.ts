import { describe, expect, it } from 'vitest';
import { classifyConnectError } from './connect-errors';

const api = (status: number, code: string, message: string, step: 'start' | 'callback' | 'status' = 'callback') =>
  classifyConnectError({ reason: 'api', step, status, code, message });

describe('classifyConnectError (spec part 1, section 8)', () => {
  it('a blocked popup is retryable, with the catalogue text', () =>
    expect(classifyConnectError({ reason: 'popup_blocked' })).toEqual({
      kind: 'popup_blocked',
      message: 'Authentication window was blocked by your browser. Please allow popups for this site and try again.',
      retryable: true,
    }));

  it('a time-out is retryable', () =>
    expect(classifyConnectError({ reason: 'timeout' })).toEqual({
      kind: 'timeout_error',
      message: 'Authentication request timed out. Please try again.',
      retryable: true,
    }));

  it('a network failure (ours or the server reaching eBay) is retryable', () => {
    expect(api(0, 'network_error', 'Could not reach ListLens.')).toEqual({
      kind: 'network_error',
      message:
        'Network error occurred while connecting to the marketplace. Please check your internet connection and try again.',
      retryable: true,
    });
    expect(api(502, 'ebay_unreachable', 'Failed to connect to marketplace')).toMatchObject({
      kind: 'network_error',
      message: 'Failed to connect to marketplace',
      retryable: true,
    });
  });

  it('a server that cannot build the consent page is a configuration error, not retryable', () =>
    expect(api(500, 'internal_error', 'Something went wrong', 'start')).toEqual({
      kind: 'auth_config_error',
      message: 'Marketplace authentication configuration error. Please contact support if this persists.',
      retryable: false,
    }));

  it("keeps the server's own spec texts and does not offer retry", () => {
    expect(api(400, 'ebay_invalid_state', 'Invalid OAuth state parameter')).toEqual({
      kind: 'general_error',
      message: 'Invalid OAuth state parameter',
      retryable: false,
    });
    expect(api(400, 'ebay_auth_failed', 'eBay authentication failed: access_denied').message).toBe(
      'eBay authentication failed: access_denied',
    );
  });

  it("keeps the server's words when eBay's return found no session at this address", () =>
    expect(api(401, 'unauthenticated', 'Open http://localhost:3000, sign in there and connect eBay again.')).toEqual({
      kind: 'general_error',
      message: 'Open http://localhost:3000, sign in there and connect eBay again.',
      retryable: false,
    }));

  it("wraps anything else as 'Authentication failed: {message}'", () =>
    expect(api(401, 'unauthenticated', 'Please sign in', 'status')).toEqual({
      kind: 'general_error',
      message: 'Authentication failed: Please sign in',
      retryable: false,
    }));
});
