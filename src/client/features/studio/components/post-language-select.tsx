import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isPostLanguage, postLanguages, type PostLanguage } from '#shared/i18n/post-language.ts';

/** 'Sprache des Posts': the four languages a post can be written in, each in its own name. */
export function PostLanguageSelect({
  value,
  onChange,
}: {
  value: PostLanguage;
  onChange(language: PostLanguage): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="post-language" className="text-sm font-medium">
        {t('studio.post.postLanguage')}
      </label>
      <div className="relative">
        <Languages
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <select
          id="post-language"
          value={value}
          onChange={(event) => {
            if (isPostLanguage(event.target.value)) onChange(event.target.value);
          }}
          className="h-10 w-full appearance-none rounded-xl border border-input bg-card pr-9 pl-9 text-sm shadow-xs transition-colors hover:border-brand/40 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none"
          data-testid="post-language"
        >
          {postLanguages.map((language) => (
            <option key={language} value={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}
