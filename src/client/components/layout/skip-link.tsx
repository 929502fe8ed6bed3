import { useTranslation } from 'react-i18next';

/** The id of the page's <main>, where the skip link takes the focus. */
export const MAIN_ID = 'main';

/**
 * 'Zum Inhalt springen': the first focusable element of every page, hidden until it has the
 * keyboard focus. It moves the focus into <main> (which takes it through tabIndex -1), so the
 * next Tab goes on from the page's content rather than from the header.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-lg focus:bg-brand-fill focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-foreground focus:shadow-lg"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
