import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { SegmentedControl } from '#client/components/ui/segmented-control.tsx';
import { cn } from '#client/lib/cn.ts';
import type { BillingInterval } from '#client/lib/plan-choice.ts';

/**
 * Monthly or yearly prices (docs/product.md section 4, "Billing toggle"), with the -20% badge shown for
 * yearly. The badge keeps its place when hidden, so the toggle does not jump.
 */
export function BillingIntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3">
      <SegmentedControl<BillingInterval>
        label={t('landing.pricing.interval')}
        value={value}
        onChange={onChange}
        options={[
          { value: 'monthly', label: t('landing.pricing.monthly') },
          { value: 'yearly', label: t('landing.pricing.yearly') },
        ]}
      />
      <Badge
        variant="success"
        aria-hidden={value !== 'yearly'}
        className={cn('transition-opacity', value === 'yearly' ? 'opacity-100' : 'opacity-0')}
      >
        {t('landing.pricing.discount')}
      </Badge>
    </div>
  );
}
