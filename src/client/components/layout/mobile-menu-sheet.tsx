import { ChevronRight, LogIn, LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { freeEntitlements } from '#shared/accounts/entitlements.ts';
import { accountLinks } from '#client/components/layout/account-links.ts';
import { LanguageMenu } from '#client/components/layout/language-menu.tsx';
import { Logo } from '#client/components/layout/logo.tsx';
import { NavItemLinks } from '#client/components/layout/nav-item-links.tsx';
import { ColorSchemeSwitch } from '#client/components/layout/color-scheme-toggle.tsx';
import { MobileMenuButton, type MobileMenuProps } from '#client/components/layout/mobile-menu.tsx';
import { MobileWorkspaces } from '#client/components/layout/mobile-workspaces.tsx';
import { useLogout } from '#client/components/layout/use-logout.ts';
import { accountIcons } from '#client/components/layout/user-menu.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '#client/components/ui/sheet.tsx';

const itemClasses =
  'flex items-center justify-between gap-3 rounded-xl px-3 py-3 text-base font-medium transition-colors hover:bg-muted';

/**
 * MobileMenu once it has been used: the header's items in a right-side sheet, open from the
 * start; it closes on navigation.
 */
export function MobileMenuSheet({
  user,
  mfaPending = false,
  limits = freeEntitlements.limits,
  workspace = null,
}: MobileMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The sheet belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(pathname);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const logout = useLogout();

  return (
    <Sheet open={open} onOpenChange={(next) => setOpenOn(next ? pathname : null)}>
      <SheetTrigger asChild>
        <MobileMenuButton />
      </SheetTrigger>
      <SheetContent>
        <div className="flex h-16 shrink-0 items-center border-b px-5">
          <Logo />
        </div>
        <SheetTitle className="sr-only">{t('nav.menu')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>

        <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-3 py-5">
          <nav aria-label={t('nav.main')} className="flex flex-col">
            <NavItemLinks
              origin="mobile-menu"
              className={itemClasses}
              after={<ChevronRight aria-hidden className="size-4 text-muted-foreground" />}
              onNavigate={close}
            />
          </nav>

          {user && workspace ? <MobileWorkspaces workspace={workspace} onDone={close} /> : null}

          {user && (
            <div className="flex flex-col border-t pt-5">
              <p className="truncate px-3 pb-2 text-sm text-muted-foreground">{user.email}</p>
              {accountLinks.map((link) => {
                const Icon = accountIcons[link.to];
                return (
                  <Link key={link.to} to={link.to} className={itemClasses} onClick={close}>
                    <span className="flex items-center gap-3">
                      {Icon && <Icon aria-hidden className="size-5 text-muted-foreground" />}
                      {t(link.labelKey)}
                    </span>
                    {link.needsUpgrade(limits) && (
                      <Badge variant="soft">{t('userMenu.upgrade')}</Badge>
                    )}
                  </Link>
                );
              })}
            </div>
          )}

          <div className="flex flex-col gap-4 border-t px-3 pt-5">
            <MenuSetting
              label={t('language.label')}
              className="flex items-center justify-between gap-3"
            >
              <LanguageMenu />
            </MenuSetting>
            <MenuSetting label={t('colorScheme.label')} className="flex flex-col gap-2">
              <ColorSchemeSwitch />
            </MenuSetting>
          </div>
        </div>

        <div className="shrink-0 border-t p-4">
          {user || mfaPending ? (
            <Button
              variant="outline"
              size="lg"
              className="w-full"
              onClick={() => {
                close();
                void logout();
              }}
            >
              <LogOut aria-hidden />
              {t('userMenu.logout')}
            </Button>
          ) : (
            <Button asChild size="lg" className="w-full">
              <Link to="/auth" onClick={close}>
                <LogIn aria-hidden />
                {t('nav.login')}
              </Link>
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** A setting of the menu's foot: its name and its control, beside or below it (`className`). */
function MenuSetting({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <span className="text-sm font-medium text-muted-foreground">{label}</span>
      {children}
    </div>
  );
}
