import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDebugLog, debugLog } from '../lib/debug-log';
import { DebugConsole } from './debug-console';

describe('DebugConsole', () => {
  beforeEach(clearDebugLog);
  afterEach(() => vi.unstubAllGlobals());

  it('opens with Ctrl+Shift+D, shows the newest 20 entries, and clears them', async () => {
    for (let i = 1; i <= 25; i++) debugLog('info', 'request', `GET /api/x${i} → 200`);
    render(<DebugConsole />);
    await userEvent.keyboard('{Control>}{Shift>}D{/Shift}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Debug Console' });
    const rows = within(within(dialog).getByRole('list', { name: 'Debug log' })).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows[0]?.textContent).toContain('GET /api/x25 → 200');
    expect(within(dialog).getByText('25 entries kept, newest 20 shown')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).getByText('Nothing logged yet.')).toBeTruthy();
  });

  it('runs the diagnostics against the server, the session and the eBay connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response('{}', { status: url === '/api/ebay/status' ? 401 : 200 })),
    );
    render(<DebugConsole />);
    await userEvent.keyboard('{Control>}{Shift>}D{/Shift}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Debug Console' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Diagnostics' }));
    await waitFor(() => expect(within(dialog).getByText(/Diagnostics finished/)).toBeTruthy());
    expect(within(dialog).getByText(/Server: HTTP 200 in \d+ ms/)).toBeTruthy();
    expect(within(dialog).getByText(/Session: HTTP 200/)).toBeTruthy();
    expect(within(dialog).getByText(/eBay connection: HTTP 401/)).toBeTruthy();
  });
});
