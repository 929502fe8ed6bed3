import { ChevronDown, LayoutTemplate, LogOut, Image, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { freeEntitlements, type EntitlementLimits } from '#shared/accounts/entitlements.ts';
import { accountLinks } from '#client/components/layout/account-links.ts';
import { useLogout } from '#client/components/layout/use-logout.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';

export const accountIcons = {
  '/profile': UserRound,
  '/profile/templates': LayoutTemplate,
  '/profile/logos': Image,
} as Record<string, typeof UserRound>;

interface UserMenuProps {
  email: string;
  /** The user's limits (GET /api/me), for the Upgrade badges. */
  limits?: EntitlementLimits;
}

/** The signed-in user's menu in the header: the e-mail as its label (SPEC.md section 2). */
export function UserMenu({ email, limits = freeEntitlements.limits }: UserMenuProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/*
          Named by its content, 'Konto von <e-mail>', which holds the e-mail it shows; the
          initial and the shown e-mail are left out of the name so it reads once.
        */}
        <Button variant="outline" size="sm" className="max-w-56">
          <span
            aria-hidden
            className="flex size-5 items-center justify-center rounded-full bg-brand-fill text-[10px] font-bold text-brand-foreground uppercase"
          >
            {email.charAt(0)}
          </span>
          <span aria-hidden className="truncate">
            {email}
          </span>
          <span className="sr-only">{t('userMenu.label', { email })}</span>
          <ChevronDown aria-hidden className="text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel>{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks.map((link) => {
          const Icon = accountIcons[link.to] ?? UserRound;
          return (
            <DropdownMenuItem key={link.to} asChild>
              <Link to={link.to}>
                <Icon aria-hidden />
                <span className="flex-1">{t(link.labelKey)}</span>
                {link.needsUpgrade(limits) && <Badge variant="soft">{t('userMenu.upgrade')}</Badge>}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
