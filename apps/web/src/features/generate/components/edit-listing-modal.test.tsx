import type { GenerateGroup } from '@listlens/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../../test/render';
import { stubGenerateApi, testGroup, testItem } from '../test-groups';
import { GenerateScreen } from './generate-screen';

/** The Generate screen with `groups`, opened on the first item's Edit Listing modal. */
async function openEditor(groups: GenerateGroup[], answers: Record<string, unknown> = {}) {
  const calls = stubGenerateApi(groups, answers);
  const { router } = renderInRouter(<GenerateScreen />, '/app?tab=generate');
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${groups[0]!.sku}` }));
  return { calls, router, dialog: screen.getByRole('dialog', { name: 'Edit Listing' }) };
}

const question = () => screen.queryByRole('alertdialog', { name: 'Discard your changes?' });
const editorGone = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Listing' })).toBeNull());

afterEach(() => vi.unstubAllGlobals());

describe('EditListingModal, closing', () => {
  it('asks before Cancel throws away typed edits: Keep Editing goes back to them, Discard Changes saves nothing', async () => {
    const { calls, dialog } = await openEditor([testGroup()]);
    const title = within(dialog).getByLabelText(/^Title/) as HTMLInputElement;
    await userEvent.type(title, '!');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await userEvent.click(cancel);

    const ask = question()!;
    expect(ask.textContent).toContain('Your changes to this listing are not saved.');
    const keep = within(ask).getByRole('button', { name: 'Keep Editing' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    await userEvent.click(keep);
    await waitFor(() => expect(question()).toBeNull());
    expect(document.activeElement).toBe(cancel);
    expect(title.value).toBe('Gap Blue T-Shirt Size M!');

    await userEvent.click(cancel);
    await userEvent.click(within(question()!).getByRole('button', { name: 'Discard Changes' }));
    await editorGone();
    expect(question()).toBeNull();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('asks the browser to hold a reload or a closed tab while edits are unsaved, and not once they are gone', async () => {
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { dialog } = await openEditor([testGroup()]);
    expect(leaving()).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/^Title/), '!');
    expect(leaving()).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(question()!).getByRole('button', { name: 'Discard Changes' }));
    await editorGone();
    expect(leaving()).toBe(false);
  });

  it('asks the same on Escape, the close button and a click outside; Escape on the question keeps editing', async () => {
    const { dialog } = await openEditor([testGroup()]);
    const brand = within(dialog).getByLabelText(/^Brand/);
    await userEvent.type(brand, 'x');
    await userEvent.keyboard('{Escape}');
    expect(question()).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(question()).toBeNull());
    expect(document.activeElement).toBe(brand);
    expect(screen.getByRole('dialog', { name: 'Edit Listing' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(question()!).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(question()).toBeNull());

    // Outside the modal (the page under its overlay, which user-event will not click while it is open).
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    await waitFor(() => expect(question()).toBeTruthy());
    await userEvent.click(within(question()!).getByRole('button', { name: 'Discard Changes' }));
    await editorGone();
  });

  it('holds a move to another address while edits are unsaved: Keep Editing stays on them, Discard Changes goes', async () => {
    const { router, dialog } = await openEditor([testGroup()]);
    const title = within(dialog).getByLabelText(/^Title/) as HTMLInputElement;
    await userEvent.type(title, '!');
    const address = () => `${router.state.location.pathname}${router.state.location.search}`;
    const opened = address();

    await act(() => router.navigate('/app?tab=inventory'));
    const ask = question()!;
    expect(ask.textContent).toContain('Your changes to this listing are not saved.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(address()).toBe(opened);
    expect(title.value).toBe('Gap Blue T-Shirt Size M!');

    await act(() => router.navigate('/app?tab=inventory'));
    await userEvent.click(within(question()!).getByRole('button', { name: 'Discard Changes' }));
    await waitFor(() => expect(address()).toBe('/app?tab=inventory'));
    expect(question()).toBeNull();
  });

  it('lets its own moves through: Publish to eBay after typing saves and opens the preview without asking', async () => {
    const item = testItem();
    const { router, dialog } = await openEditor([testGroup({ item })], { [`PATCH /api/items/${item.id}`]: item });
    await userEvent.type(within(dialog).getByLabelText(/^Title/), '!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish to eBay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/preview/${item.id}`));
    expect(question()).toBeNull();
  });

  it('keeps an item type typed but not applied: closing asks, and Save Changes says to apply it and saves nothing', async () => {
    const { calls, dialog } = await openEditor([testGroup()]);
    const itemType = within(dialog).getByLabelText('Item Type') as HTMLInputElement;
    await userEvent.clear(itemType);
    await userEvent.type(itemType, 'Dress');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(question()!).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(question()).toBeNull());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const apply = within(dialog).getByRole('button', { name: 'Apply and find the category' });
    await waitFor(() => expect(document.activeElement).toBe(apply));
    expect(
      within(dialog)
        .getByText(
          'The item type "Dress" is not applied yet: press Apply and find the category, or put back "T-Shirt".',
        )
        .getAttribute('role'),
    ).toBe('alert');
    expect(itemType.value).toBe('Dress');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Edit Listing' })).toBe(dialog);
  });

  it('closes at once with nothing changed, and after Save Changes', async () => {
    const item = testItem();
    const { dialog } = await openEditor([testGroup()], { [`PATCH /api/items/${item.id}`]: item });
    await userEvent.keyboard('{Escape}');
    await editorGone();
    expect(question()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Edit TEE-1' }));
    const again = screen.getByRole('dialog', { name: 'Edit Listing' });
    expect(again).not.toBe(dialog);
    await userEvent.type(within(again).getByLabelText(/^Title/), '!');
    await userEvent.click(within(again).getByRole('button', { name: 'Save Changes' }));
    await editorGone();
    expect(question()).toBeNull();
  });

  it('still asks after a new item type is applied with the edits carried, and keeps the focus in the modal', async () => {
    const item = testItem();
    const dress = testItem({ item_type: 'Dress', department: 'Women', title: 'Gap Blue Dress Size M' });
    const { dialog } = await openEditor([testGroup({ item })], { [`PATCH /api/items/${item.id}`]: dress });
    const brand = within(dialog).getByLabelText(/^Brand/);
    await userEvent.clear(brand);
    await userEvent.type(brand, 'Zara');
    const itemType = within(dialog).getByLabelText('Item Type');
    await userEvent.clear(itemType);
    await userEvent.type(itemType, 'Dress');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply and find the category' }));

    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Change Category' })),
    );
    expect((within(dialog).getByLabelText(/^Brand/) as HTMLInputElement).value).toBe('Zara');
    await userEvent.keyboard('{Escape}');
    expect(question()).toBeTruthy();
  });
});
