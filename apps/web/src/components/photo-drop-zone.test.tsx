import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhotoDropZone } from './photo-drop-zone';

/** The zone and, below it, the names of every file it handed over. */
function Harness({ disabled = false }: { disabled?: boolean }) {
  const [names, setNames] = useState<string[]>([]);
  return (
    <>
      <PhotoDropZone
        title="Drop your photos"
        hint="Up to 3 photos"
        accept="image/*"
        disabled={disabled}
        onFiles={(files) => setNames((previous) => [...previous, ...files.map((f) => f.name)])}
      />
      <p>Received: {names.length > 0 ? names.join(', ') : 'nothing'}</p>
    </>
  );
}

const jpeg = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/jpeg' });

describe('PhotoDropZone', () => {
  it('shows its texts and hands over dropped and picked files, the same file twice if picked again', async () => {
    render(<Harness />);
    expect(screen.getByText('Up to 3 photos')).toBeTruthy();

    fireEvent.drop(screen.getByText('Drop your photos'), { dataTransfer: { files: [jpeg('a.jpg'), jpeg('b.jpg')] } });
    expect(screen.getByText('Received: a.jpg, b.jpg')).toBeTruthy();

    const input = screen.getByLabelText('Choose Photos');
    await userEvent.upload(input, [jpeg('c.jpg')]);
    await userEvent.upload(input, [jpeg('c.jpg')]);
    expect(screen.getByText('Received: a.jpg, b.jpg, c.jpg, c.jpg')).toBeTruthy();
  });

  it('ignores drops and turns the picker off while disabled', () => {
    render(<Harness disabled />);
    fireEvent.drop(screen.getByText('Drop your photos'), { dataTransfer: { files: [jpeg('a.jpg')] } });
    expect(screen.getByText('Received: nothing')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Choose Photos').disabled).toBe(true);
  });
});
