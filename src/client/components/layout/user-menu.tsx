import { ChevronDown, Image, LayoutTemplate, Send, UserRound } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitlementLimits } from '#shared/accounts/entitlements.ts';
import { useDeferredMenu } from '#client/components/layout/deferred-menu.ts';
import { Button } from '#client/components/ui/button.tsx';

export const accountIcons = {
  '/profile': UserRound,
  '/profile/templates': LayoutTemplate,
  '/profile/logos': Image,
  '/publications': Send,
} as Record<string, typeof UserRound>;

export interface UserMenuProps {
  email: string;
  /** The user's limits (GET /api/me), for the Upgrade badges. */
  limits?: EntitlementLimits;
}

const loadDropdown = () => import('#client/components/layout/user-dropdown.tsx');
const UserDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.UserDropdown })));

/** The user menu's button: the initial and the e-mail. */
export function UserMenuButton({ email, ...props }: ComponentProps<'button'> & { email: string }) {
  const { t } = useTranslation();
  return (
    // Named by its content, 'Konto von <e-mail>', which holds the e-mail it shows; the initial
    // and the shown e-mail are left out of the name so it reads once.
    // The workspace's name beside it comes first: below 1536 px the button shows the initial
    // alone (the address stays in its name and tooltip) rather than a sliver of the address.
    <Button
      variant="outline"
      size="sm"
      className="max-w-40 min-w-0 !shrink-3 xl:max-w-56"
      title={email}
      {...props}
    >
      <span
        aria-hidden
        className="flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-fill text-[10px] font-bold text-brand-foreground uppercase"
      >
        {email.charAt(0)}
      </span>
      <span aria-hidden className="hidden truncate 2xl:inline">
        {email}
      </span>
      <span className="sr-only">{t('userMenu.label', { email })}</span>
      <ChevronDown aria-hidden className="text-muted-foreground" />
    </Button>
  );
}

/**
 * The signed-in user's menu in the header: the e-mail as its label (docs/product.md section 2). The menu
 * loads on first use (useDeferredMenu).
 */
export function UserMenu({ email, limits }: UserMenuProps) {
  const { openedBy, triggerProps } = useDeferredMenu(loadDropdown, 'menu');
  const button = <UserMenuButton email={email} {...triggerProps} />;
  if (!openedBy) return button;
  return (
    <Suspense fallback={button}>
      <UserDropdown email={email} limits={limits} openedBy={openedBy} />
    </Suspense>
  );
}
