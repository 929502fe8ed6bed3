// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotation } from '#client/features/landing/hooks/use-rotation.ts';

/** What the browser answers for `prefers-reduced-motion: reduce`. */
function prefersReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function Shown() {
  const { index } = useRotation(3, 4000, 300);
  return <p data-testid="shown">{index}</p>;
}

const shown = () => screen.getByTestId('shown').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useRotation', () => {
  it('moves to the next item every interval, after the fade', () => {
    prefersReducedMotion(false);
    render(<Shown />);
    expect(shown()).toBe('0');
    act(() => void vi.advanceTimersByTime(4300));
    expect(shown()).toBe('1');
    act(() => void vi.advanceTimersByTime(8600));
    expect(shown()).toBe('0');
  });

  it('keeps its first item for a visitor who asks for reduced motion', () => {
    prefersReducedMotion(true);
    render(<Shown />);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(shown()).toBe('0');
  });
});
