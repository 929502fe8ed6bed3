import { Bookmark, Heart, MessageCircle, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRotation } from '#client/features/landing/hooks/use-rotation.ts';
import { useSamplePosts } from '#client/features/landing/hooks/use-sample-posts.ts';
import { SamplePost } from '#client/features/landing/components/sample-post.tsx';
import { formatCount, formatLongDate } from '#client/features/landing/utils/format.ts';
import {
  SAMPLE_FADE_MS,
  SAMPLE_ROTATION_MS,
  sampleGames,
} from '#client/features/landing/utils/sample-games.ts';
import { resolveLanguage } from '#client/i18n/languages.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * The hero's phone: a feed post that changes every 4 s through the three sample games, each post
 * drawn by the product's renderer in the interface language.
 */
export function PhoneMockup() {
  const { t, i18n } = useTranslation();
  const { index, visible, show } = useRotation(
    sampleGames.length,
    SAMPLE_ROTATION_MS,
    SAMPLE_FADE_MS,
  );
  const game = sampleGames[index] ?? sampleGames[0]!;
  const posts = useSamplePosts(resolveLanguage(i18n.resolvedLanguage));
  const today = formatLongDate(new Date(), resolveLanguage(i18n.resolvedLanguage));

  return (
    <div className="flex flex-col items-center gap-5">
      <div
        className="relative w-[min(300px,82vw)] rounded-[2.75rem] bg-zinc-900 p-[11px] shadow-2xl shadow-black/25 ring-1 ring-black/10 dark:bg-zinc-800 dark:shadow-black/60 dark:ring-white/10"
        role="img"
        aria-label={t('landing.phone.label', { sport: t(`landing.samples.${game.sport}.sport`) })}
      >
        {/* Side buttons */}
        <span
          aria-hidden
          className="absolute top-28 -left-[3px] h-12 w-[3px] rounded-l bg-zinc-700"
        />
        <span
          aria-hidden
          className="absolute top-44 -left-[3px] h-12 w-[3px] rounded-l bg-zinc-700"
        />
        <span
          aria-hidden
          className="absolute top-36 -right-[3px] h-16 w-[3px] rounded-r bg-zinc-700"
        />

        <div className="relative overflow-hidden rounded-[2.1rem] bg-white text-zinc-900 dark:bg-zinc-950 dark:text-zinc-50">
          {/* Status bar with the dynamic island */}
          <div className="flex h-9 items-center justify-between px-6 pt-1 text-[11px] font-semibold">
            <span>9:41</span>
            <span
              aria-hidden
              className="absolute top-2 left-1/2 h-[22px] w-[88px] -translate-x-1/2 rounded-full bg-black"
            />
            <span className="flex items-center gap-1" aria-hidden>
              <span className="flex items-end gap-[1.5px]">
                {[4, 6, 8, 10].map((height) => (
                  <span
                    key={height}
                    className="w-[3px] rounded-[1px] bg-current"
                    style={{ height }}
                  />
                ))}
              </span>
              <span className="ml-1 h-[10px] w-[20px] rounded-[3px] border border-current p-[1px]">
                <span className="block h-full w-3/4 rounded-[1px] bg-current" />
              </span>
            </span>
          </div>

          {/* App header: today's date in German long format */}
          <div className="flex items-end justify-between border-b border-zinc-100 px-4 pt-1 pb-2.5 dark:border-zinc-800">
            <div>
              <p className="text-[15px] font-bold tracking-tight">{t('landing.phone.feed')}</p>
              <p className="text-[11px] text-zinc-500 dark:text-zinc-400" data-testid="phone-date">
                {today}
              </p>
            </div>
            <Heart aria-hidden className="mb-0.5 size-5" />
          </div>

          <div
            className={cn(
              'transition-opacity duration-300 ease-in-out',
              visible ? 'opacity-100' : 'opacity-0',
            )}
          >
            {/* Post author */}
            <div className="flex items-center gap-2.5 px-3 py-2">
              <span
                className="rounded-full bg-gradient-to-tr from-amber-400 via-rose-500 to-fuchsia-600 p-[2px]"
                aria-hidden
              >
                <span
                  className="flex size-7 items-center justify-center rounded-full border-2 border-white text-[9px] font-black dark:border-zinc-950"
                  style={{ backgroundColor: game.home.colour, color: game.home.textColour }}
                >
                  {game.home.short}
                </span>
              </span>
              <div className="min-w-0 leading-tight">
                <p className="truncate text-[12px] font-semibold">{game.account}</p>
                <p className="truncate text-[10px] text-zinc-500 dark:text-zinc-400">
                  {t('landing.phone.sponsoredBy')}
                </p>
              </div>
            </div>

            <SamplePost tree={posts?.[index] ?? null} />

            {/* Actions, likes and caption */}
            <div className="flex items-center gap-3.5 px-3 pt-2.5 pb-1.5" aria-hidden>
              <Heart className="size-[22px] fill-rose-500 text-rose-500" />
              <MessageCircle className="size-[22px]" />
              <Send className="size-[21px]" />
              <Bookmark className="ml-auto size-[21px]" />
            </div>
            <div className="px-3 pb-4 text-[12px] leading-snug">
              <p className="font-semibold">
                {t('landing.phone.likes', {
                  likes: formatCount(game.likes, i18n.resolvedLanguage ?? 'de'),
                })}
              </p>
              <p className="mt-0.5 line-clamp-2">
                <span className="font-semibold">{game.account}</span>{' '}
                {t(`landing.samples.${game.sport}.caption`)}
              </p>
            </div>
          </div>
          <div className="flex justify-center pb-2">
            <span aria-hidden className="h-1 w-28 rounded-full bg-zinc-900/80 dark:bg-white/70" />
          </div>
        </div>
      </div>

      <div className="flex items-center gap-2">
        {sampleGames.map((sample, sampleIndex) => (
          <button
            key={sample.sport}
            type="button"
            aria-label={t('landing.phone.showGame', { number: sampleIndex + 1 })}
            aria-current={sampleIndex === index}
            onClick={() => show(sampleIndex)}
            className={cn(
              'h-2 rounded-full transition-all duration-300',
              sampleIndex === index
                ? 'w-6 bg-brand'
                : 'w-2 bg-foreground/20 hover:bg-foreground/40',
            )}
          />
        ))}
      </div>
    </div>
  );
}
