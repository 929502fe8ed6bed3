import { useTranslation } from 'react-i18next';

/** The swiss-made-software badge of the footer (docs/product.md section 1). */
export function SwissMadeBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 rounded-md border bg-background py-1 pr-2.5 pl-1 text-xs font-semibold tracking-wide lowercase">
      <svg viewBox="0 0 32 32" aria-hidden className="size-5 rounded-[3px]">
        <rect width="32" height="32" fill="#DA291C" />
        <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff" />
      </svg>
      {t('footer.swissMade')}
    </span>
  );
}
