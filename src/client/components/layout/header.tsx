import { LogIn, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageMenu } from '#client/components/layout/language-menu.tsx';
import { Logo } from '#client/components/layout/logo.tsx';
import { MobileMenu } from '#client/components/layout/mobile-menu.tsx';
import { NavItemLinks } from '#client/components/layout/nav-item-links.tsx';
import { ColorSchemeToggle } from '#client/components/layout/color-scheme-toggle.tsx';
import { UserMenu } from '#client/components/layout/user-menu.tsx';
import { WorkspaceMenu } from '#client/components/layout/workspace-menu.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useMe } from '#client/api/get-me.ts';
import { useScrolled } from '#client/lib/use-scrolled.ts';

/** Scrolling past this many pixels makes the header opaque (docs/product.md section 9). */
const SCROLL_THRESHOLD_PX = 10;

const navLinkClasses =
  'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground';

export function Header() {
  const { t } = useTranslation();
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX);
  const { user, isPending, entitlements, mfaPending, workspace } = useMe();
  // Signed in only once the second factor is passed: until then the header says so, and shows
  // neither the address nor the account's menu.
  const signedIn = user && !isPending && !mfaPending;

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300',
        scrolled
          ? 'border-border bg-background/90 shadow-sm shadow-black/[0.04] backdrop-blur-lg'
          : 'border-transparent bg-background/40 backdrop-blur-sm',
      )}
    >
      <div className="container-page flex h-16 items-center gap-4">
        <Link to="/" aria-label={t('nav.home')} className="rounded-lg">
          <Logo />
        </Link>

        <nav aria-label={t('nav.main')} className="ml-6 hidden items-center gap-1 lg:flex">
          <NavItemLinks
            origin="header"
            className={navLinkClasses}
            activeClassName="bg-muted text-foreground"
          />
        </nav>

        <div className="ml-auto hidden min-w-0 items-center gap-2 lg:flex">
          <LanguageMenu />
          <ColorSchemeToggle />
          {user && mfaPending ? (
            <MfaPendingLink />
          ) : signedIn ? (
            <>
              {workspace ? <WorkspaceMenu workspace={workspace} /> : null}
              <UserMenu email={user.email} limits={entitlements.limits} />
            </>
          ) : (
            <Button asChild size="sm" className={cn('ml-1', isPending && 'invisible')}>
              <Link to="/auth">
                <LogIn aria-hidden />
                {t('nav.login')}
              </Link>
            </Button>
          )}
        </div>

        <div className="ml-auto flex items-center gap-1 lg:hidden">
          {user && mfaPending ? <MfaPendingLink compact /> : null}
          <MobileMenu
            user={signedIn ? user : null}
            mfaPending={Boolean(user && mfaPending)}
            limits={entitlements.limits}
            workspace={signedIn ? workspace : null}
          />
        </div>
      </div>
    </header>
  );
}

/** A sign-in waiting for its second factor: the way back to that step, in place of the user. */
function MfaPendingLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/auth"
      data-testid="mfa-pending"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-md border border-input bg-background font-semibold whitespace-nowrap text-foreground shadow-xs transition-colors hover:bg-muted [&_svg]:size-4 [&_svg]:shrink-0',
        // On a phone it shares the bar with the logo and the menu button.
        compact ? 'h-8 gap-1 px-2 text-xs' : 'ml-1 h-8 gap-1.5 px-3 text-sm',
      )}
    >
      <ShieldAlert aria-hidden />
      {t('nav.mfaPending')}
    </Link>
  );
}
