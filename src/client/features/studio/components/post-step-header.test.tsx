// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nReady } from '#client/i18n/i18n.ts';
import { PostStepHeader } from '#client/features/studio/components/post-step-header.tsx';

beforeAll(() => i18nReady);
afterEach(cleanup);

describe('PostStepHeader', () => {
  it('shows a skeleton while the names load, never the ids', () => {
    render(
      <PostStepHeader
        sport="unihockey"
        clubName={null}
        teamName={null}
        namesPending
        demo={false}
        onBack={() => {}}
      />,
    );
    expect(screen.getByTestId('post-heading-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('post-heading')).toBeNull();
  });

  it('names sport and team, the club beside a team of another name, and goes back to the games', () => {
    let back = 0;
    render(
      <PostStepHeader
        sport="unihockey"
        clubName="UHC Bärenfels"
        teamName="Herren I"
        namesPending={false}
        demo
        onBack={() => (back += 1)}
      />,
    );
    expect(screen.getByTestId('post-heading').textContent).toBe('Unihockey · Herren I');
    expect(screen.getByText('· UHC Bärenfels', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Spiele ändern/ }));
    expect(back).toBe(1);
  });
});
