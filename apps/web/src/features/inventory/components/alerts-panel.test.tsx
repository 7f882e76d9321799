import type { InventoryAlert } from '@listlens/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { InventoryScreen } from './inventory-screen';

const alert = (sku: string, message: string): InventoryAlert => ({
  id: `alert-${sku}`,
  inventory_item_id: `item-${sku}`,
  alert_type: 'low_stock',
  alert_status: 'active',
  message,
  triggered_at: '2025-01-01T00:00:00.000Z',
  acknowledged_at: null,
  sku,
  name: sku,
});

/** The inventory screen over a server whose active alerts are `active`, each acknowledged when ticked. */
function serve(active: InventoryAlert[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/inventory/items') return Response.json({ items: [] });
      if (url === '/api/inventory/alerts') return Response.json({ alerts: active });
      const ticked = active.find((a) => url === `/api/inventory/alerts/${a.id}/acknowledge`);
      if (ticked && init?.method === 'POST') {
        active = active.filter((a) => a !== ticked);
        return Response.json({ ...ticked, alert_status: 'acknowledged', acknowledged_at: '2025-01-02T00:00:00.000Z' });
      }
      return Response.json(
        { type: 'about:blank', title: 'x', status: 500, code: 'internal_error', message: 'x' },
        {
          status: 500,
        },
      );
    }),
  );
  renderInRouter(<InventoryScreen />);
}

afterEach(() => vi.unstubAllGlobals());

describe('AlertsPanel', () => {
  it("moves the focus to the next alert's tick once one is acknowledged, then to the heading when none is left", async () => {
    serve([alert('A-1', 'Coat is low on stock'), alert('B-2', 'Shirt is low on stock')]);
    const panel = await screen.findByRole('region', { name: 'Active Alerts (2)' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Acknowledge alert: Coat is low on stock' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(panel).getByRole('button', { name: 'Acknowledge alert: Shirt is low on stock' }),
      ),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Active Alerts (0)' })),
    );
    expect(screen.getByRole('region', { name: 'Active Alerts (0)' }).textContent).toContain('No active alerts.');
  });
});
