import {
  Building2,
  CreditCard,
  Handshake,
  Image,
  ImagePlus,
  LayoutTemplate,
  Send,
  Settings,
  Trash2,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PageHeader, PageShell } from '#client/components/layout/page-header.tsx';
import { cn } from '#client/lib/cn.ts';
import {
  profileSections,
  type ProfileSection,
} from '#client/features/profile/components/profile-sections.ts';

const icons: Record<ProfileSection, typeof UserRound> = {
  overview: UserRound,
  workspace: Building2,
  subscription: CreditCard,
  teams: UsersRound,
  templates: LayoutTemplate,
  logos: Image,
  sponsors: Handshake,
  backgrounds: ImagePlus,
  channels: Send,
  settings: Settings,
  delete: Trash2,
};

/** /profile/*: the title 'Mein Profil', the side menu and the chosen sub-screen. */
export function ProfileLayout() {
  const { t } = useTranslation();
  return (
    <PageShell>
      <PageHeader
        title={t('screens.profile.title')}
        description={t('screens.profile.description')}
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_1fr]">
        <nav
          aria-label={t('screens.profile.menu')}
          className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
        >
          {profileSections.map((section) => {
            const Icon = icons[section.labelKey];
            return (
              <NavLink
                key={section.labelKey}
                to={section.path === '' ? '/profile' : `/profile/${section.path}`}
                end={section.path === ''}
                className={({ isActive }) =>
                  cn(
                    'flex shrink-0 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive
                      ? 'bg-brand-soft text-brand-soft-foreground'
                      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    section.labelKey === 'delete' && !isActive && 'hover:text-destructive',
                  )
                }
              >
                <Icon aria-hidden className="size-4" />
                {t(`screens.profile.${section.labelKey}`)}
              </NavLink>
            );
          })}
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </PageShell>
  );
}
