import { Menu } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitlementLimits } from '#shared/accounts/entitlements.ts';
import type { SessionUser } from '#shared/accounts/session.schema.ts';
import type { Workspace } from '#shared/workspaces/workspace.schema.ts';
import { useDeferredMenu } from '#client/components/layout/deferred-menu.ts';
import { Button } from '#client/components/ui/button.tsx';

export interface MobileMenuProps {
  user: SessionUser | null;
  /** Signed in but the second factor not yet passed: no account, no sign-in button. */
  mfaPending?: boolean;
  /** The user's limits (GET /api/me), for the Upgrade badges. */
  limits?: EntitlementLimits;
  /** The workspace the session acts in, for the switcher; null signed out. */
  workspace?: Workspace | null;
}

const loadSheet = () => import('#client/components/layout/mobile-menu-sheet.tsx');
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

/** The mobile menu's button. */
export function MobileMenuButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" aria-label={t('nav.openMenu')} {...props}>
      <Menu aria-hidden className="!size-6" />
    </Button>
  );
}

/**
 * The header's items in a right-side sheet for narrow screens. The sheet loads on first use
 * (useDeferredMenu).
 */
export function MobileMenu(props: MobileMenuProps) {
  const { openedBy, triggerProps } = useDeferredMenu(loadSheet, 'dialog');
  const button = <MobileMenuButton {...triggerProps} />;
  if (!openedBy) return button;
  return (
    <Suspense fallback={button}>
      <MobileMenuSheet {...props} />
    </Suspense>
  );
}
