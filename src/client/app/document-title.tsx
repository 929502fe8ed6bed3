import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { TFunction } from 'i18next';

/** What a route tells the browser tab: its page's name in the current language. */
export interface RouteHandle {
  title?: (t: TFunction) => string;
}

function titleOf(handle: unknown): RouteHandle['title'] {
  return handle && typeof handle === 'object' && 'title' in handle
    ? (handle as RouteHandle).title
    : undefined;
}

/**
 * Keeps document.title on the deepest matched route's title, 'Studio · Matchpost'; the landing
 * page (no title of its own) is plain 'Matchpost'. Follows language changes.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const matches = useMatches();
  const page = matches
    .map((match) => titleOf(match.handle))
    .filter((title) => title !== undefined)
    .at(-1);
  const title = page ? t('common.pageTitle', { page: page(t) }) : t('common.appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
