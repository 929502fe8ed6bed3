import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { freeEntitlements } from '#shared/accounts/entitlements.ts';
import { accountLinks } from '#client/components/layout/account-links.ts';
import { useFirstOpenFocus, type OpenedBy } from '#client/components/layout/deferred-menu.ts';
import { useLogout } from '#client/components/layout/use-logout.ts';
import {
  accountIcons,
  UserMenuButton,
  type UserMenuProps,
} from '#client/components/layout/user-menu.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';

/** UserMenu once it has been used: the menu, open from the start. */
export function UserDropdown({
  email,
  limits = freeEntitlements.limits,
  openedBy,
}: UserMenuProps & { openedBy: OpenedBy }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const onFocus = useFirstOpenFocus(openedBy);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton email={email} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60" onFocus={onFocus}>
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
