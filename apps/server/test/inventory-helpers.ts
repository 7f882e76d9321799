import type { InventoryItem, MovementResult } from '@listlens/shared';
import { signUp, type TestApp } from './test-app';

let counter = 0;

/** A fresh seller and a small client for the inventory API, signed in by cookie. */
export async function newSeller(t: TestApp, name = 'Stock Seller') {
  const email = `inv-${Date.now().toString(36)}-${counter++}@example.com`;
  const { cookie, me } = await signUp(t.app, email, name);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const addItem = async (fields: Record<string, unknown>): Promise<InventoryItem> => {
    const res = await call('POST', '/api/inventory/items', { name: 'Blue denim jacket', ...fields });
    if (res.statusCode !== 201) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const move = (itemId: string, body: Record<string, unknown>) =>
    call('POST', `/api/inventory/items/${itemId}/movements`, body);
  const moveOk = async (itemId: string, body: Record<string, unknown>): Promise<MovementResult> => {
    const res = await move(itemId, body);
    if (res.statusCode !== 201) throw new Error(`movement failed: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const activeAlerts = async () =>
    (await call('GET', '/api/inventory/alerts')).json().alerts as { id: string; alert_type: string; sku: string }[];
  return { userId: me.user.id, cookie, call, addItem, move, moveOk, activeAlerts };
}
