// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { SectionCard } from '#client/components/ui/card.tsx';

afterEach(cleanup);

describe('a section card', () => {
  it("heads the section right under the page's title, says what it is for, then shows its content", () => {
    render(
      <SectionCard
        title={
          <>
            <svg data-testid="icon" aria-hidden />
            Sicherheit
          </>
        }
        titleClassName="flex items-center gap-2"
        description="Anmeldungen und zweiter Faktor."
        contentClassName="flex flex-col gap-8"
      >
        <button type="button">Abmelden</button>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Sicherheit' });
    expect(heading.className).toContain('text-xl');
    expect(heading.className).toContain('items-center');
    expect(heading.contains(screen.getByTestId('icon'))).toBe(true);
    const description = screen.getByText('Anmeldungen und zweiter Faktor.');
    const content = screen.getByRole('button', { name: 'Abmelden' }).parentElement!;
    expect(content.className).toContain('gap-8');
    // Title and description sit in the header, before the content.
    expect(heading.parentElement).toBe(description.parentElement);
    expect(
      description.parentElement!.compareDocumentPosition(content) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
