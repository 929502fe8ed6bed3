import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';

function AppleGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-6 fill-current">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-6">
      <path d="M4 2.8v18.4c0 .4.4.6.7.4L14.2 12 4.7 2.4c-.3-.2-.7 0-.7.4z" fill="#34d399" />
      <path d="M14.2 12 4.7 21.6c.2.2.5.2.8 0l11.3-6.5z" fill="#f43f5e" />
      <path d="m16.8 15.1 3.6-2.1c.6-.4.6-1.2 0-1.6l-3.6-2.1L14.2 12z" fill="#facc15" />
      <path d="M4.7 2.4 14.2 12l2.6-2.7L5.5 2.4c-.3-.2-.6-.2-.8 0z" fill="#60a5fa" />
    </svg>
  );
}

function StoreButton({
  glyph,
  caption,
  name,
}: {
  glyph: ReactNode;
  caption: string;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <button
        type="button"
        disabled
        className="flex h-12 cursor-not-allowed items-center gap-2.5 rounded-xl bg-zinc-900 py-2 pr-5 pl-3.5 text-left text-white opacity-60 dark:bg-zinc-800"
      >
        {glyph}
        <span className="flex flex-col leading-none">
          <span className="text-[10px] font-medium text-white/70">{caption}</span>
          <span className="text-[15px] font-semibold tracking-tight">{name}</span>
        </span>
      </button>
      <Badge variant="brand" className="pointer-events-none absolute -top-2.5 -right-2 shadow-sm">
        {t('common.comingSoon')}
      </Badge>
    </div>
  );
}

/** Native apps are planned: both store buttons are shown, disabled (docs/product.md section 2). */
export function StoreButtons() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-4">
      <StoreButton
        glyph={<AppleGlyph />}
        caption={t('landing.hero.appStoreCaption')}
        name={t('landing.hero.appStore')}
      />
      <StoreButton
        glyph={<PlayGlyph />}
        caption={t('landing.hero.googlePlayCaption')}
        name={t('landing.hero.googlePlay')}
      />
    </div>
  );
}
