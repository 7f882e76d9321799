import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Harness() {
  const [selected, setSelected] = useState('a');
  return (
    <Tabs
      label="Demo"
      selected={selected}
      onSelect={setSelected}
      items={[
        { id: 'a', label: 'Alpha' },
        { id: 'b', label: 'Beta' },
        { id: 'c', label: 'Gamma' },
      ]}
    >
      <p>panel {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves selection with the arrow keys, Home and End, wrapping around', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beta' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Beta' })).toBe(document.activeElement);
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel a');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel c');
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Harness />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });
});
