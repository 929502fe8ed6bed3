// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FileButton, FileInput } from '#client/components/ui/file-input.tsx';

afterEach(cleanup);

/** Chooses `files` in the field, as the browser hands them over. */
function choose(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  act(() => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('FileInput', () => {
  it('hands over the chosen file, then clears the field so the same one can be chosen again', () => {
    const chosen: File[] = [];
    render(<FileInput data-testid="file" accept="image/*" onFile={(file) => chosen.push(file)} />);
    const input = screen.getByTestId('file') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.tabIndex).toBe(-1);
    expect(input.accept).toBe('image/*');

    // What the field is told to hold: a browser keeps the chosen file's path there until cleared.
    const values: string[] = [];
    Object.defineProperty(input, 'value', {
      configurable: true,
      get: () => values.at(-1) ?? 'C:\\fakepath\\photo.png',
      set: (value: string) => void values.push(value),
    });
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    choose(input, [photo]);
    expect(chosen).toEqual([photo]);
    expect(values).toEqual(['']);
  });

  it('hands over nothing when the choice is cancelled', () => {
    const chosen: File[] = [];
    render(<FileInput data-testid="file" onFile={(file) => chosen.push(file)} />);
    choose(screen.getByTestId('file') as HTMLInputElement, []);
    expect(chosen).toEqual([]);
  });
});

describe('FileButton', () => {
  it('opens its field from the button and names the field by its label', () => {
    const chosen: File[] = [];
    render(
      <FileButton
        label="Upload logo"
        accept="image/*"
        testId="file"
        onFile={(file) => chosen.push(file)}
      >
        Upload
      </FileButton>,
    );
    const input = screen.getByTestId('file') as HTMLInputElement;
    expect(screen.getByLabelText('Upload logo')).toBe(input);
    expect(input.accept).toBe('image/*');
    let opened = 0;
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened += 1;
    });
    act(() => screen.getByRole('button', { name: 'Upload' }).click());
    expect(opened).toBe(1);
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    choose(input, [logo]);
    expect(chosen).toEqual([logo]);
  });
});
