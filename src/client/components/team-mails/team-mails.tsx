import { Mail } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MailSettings } from '#shared/game-day-mails/mail-settings.schema.ts';
import { DaysBeforeSelect } from '#client/components/team-mails/days-before-select.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useSaveTeamSlotMails, useTeamSlotMails } from '#client/api/team-slot-mails.ts';
import { changeToasts } from '#client/lib/toast.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * A saved team's game-day mails (ADR 026): the finished post by mail N days before the game
 * day at a Swiss time of day, and the result post the morning after. Off by default; paid plans.
 * Shown under each team in the profile's 'Meine Teams' and on the weekend screen; `className`
 * places it in its list (the profile indents it under the team's name), and `intro` false leaves
 * out its title and text where the list already says what the mails are.
 */
export function TeamMails({
  slotId,
  allowed,
  className,
  intro = true,
}: {
  slotId: string;
  allowed: boolean;
  className?: string;
  intro?: boolean;
}) {
  const settings = useTeamSlotMails(slotId);
  // The form starts from the stored settings (defaults while they load, then anew once).
  return (
    <TeamMailsForm
      key={settings.data ? 'loaded' : 'loading'}
      slotId={slotId}
      allowed={allowed}
      className={className}
      intro={intro}
      loading={settings.isPending}
      initial={settings.data ?? { preview: null, result: null }}
    />
  );
}

function TeamMailsForm({
  slotId,
  allowed,
  className,
  intro,
  loading,
  initial,
}: {
  slotId: string;
  allowed: boolean;
  className?: string;
  intro: boolean;
  loading: boolean;
  initial: MailSettings;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveTeamSlotMails(slotId);
  const preview = useMailSwitch(initial.preview);
  const [daysBefore, setDaysBefore] = useState(initial.preview?.daysBefore ?? 1);
  const result = useMailSwitch(initial.result);

  const submit = () => {
    const body: MailSettings = {
      preview: preview.on ? { daysBefore, time: preview.time } : null,
      result: result.on ? { time: result.time } : null,
    };
    save.mutate(body, changeToasts(t('profile.mails.saved')));
  };

  const disabled = !allowed || loading || save.isPending;
  return (
    <form
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-subtle p-3 text-sm sm:p-4',
        className,
      )}
      data-testid="team-mails"
      aria-busy={loading}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {intro && (
        <div className="flex items-start gap-2">
          <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div className="flex flex-col gap-0.5">
            <p className="font-semibold">{t('profile.mails.title')}</p>
            <p className="text-muted-foreground">{t('profile.mails.text')}</p>
          </div>
        </div>
      )}
      {!allowed && (
        <p className="text-muted-foreground" data-testid="team-mails-plan">
          {t('profile.mails.notInPlan')}{' '}
          <Link className="font-medium text-foreground underline" to="/profile/subscription">
            {t('profile.seePlans')}
          </Link>
        </p>
      )}
      <MailRow kind="preview" formId={id} disabled={disabled} mail={preview}>
        <DaysBeforeSelect
          value={daysBefore}
          onChange={setDaysBefore}
          disabled={!preview.on}
          testId="mail-preview-days"
        />
      </MailRow>
      <MailRow kind="result" formId={id} disabled={disabled} mail={result}>
        <span className="text-muted-foreground">{t('profile.mails.resultWhen')}</span>
      </MailRow>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{t('profile.mails.swissTime')}</p>
        <Button type="submit" size="sm" disabled={disabled} data-testid="mail-save">
          {t('profile.mails.save')}
        </Button>
      </div>
    </form>
  );
}

/** Whether one game-day mail is on and its time of day, from its stored setting (null: off). */
interface MailSwitch {
  on: boolean;
  setOn: (on: boolean) => void;
  time: string;
  setTime: (time: string) => void;
}

function useMailSwitch(stored: { time: string } | null): MailSwitch {
  const [on, setOn] = useState(stored !== null);
  const [time, setTime] = useState(stored?.time ?? '08:00');
  return { on, setOn, time, setTime };
}

/**
 * One game-day mail of the team: switched on or off, when it goes out (`children`: the day) and
 * the time of day (Swiss time), needed while the mail is on and locked while it is off.
 */
function MailRow(props: {
  kind: 'preview' | 'result';
  /** The form's id: the time field's id is made of it and the kind. */
  formId: string;
  disabled: boolean;
  mail: MailSwitch;
  children: ReactNode;
}) {
  const { mail } = props;
  const { t } = useTranslation();
  const timeId = `${props.formId}-${props.kind}-time`;
  return (
    <fieldset className="flex flex-wrap items-center gap-2" disabled={props.disabled}>
      <label className="flex min-h-10 items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-4 accent-current"
          checked={mail.on}
          onChange={(event) => mail.setOn(event.target.checked)}
          data-testid={`mail-${props.kind}-on`}
        />
        {t(`profile.mails.${props.kind}`)}
      </label>
      {props.children}
      <label className="flex items-center gap-2" htmlFor={timeId}>
        {t('profile.mails.at')}
      </label>
      <div className="w-36">
        <Input
          id={timeId}
          type="time"
          value={mail.time}
          disabled={!mail.on}
          required={mail.on}
          onChange={(event) => mail.setTime(event.target.value)}
          data-testid={`mail-${props.kind}-time`}
        />
      </div>
    </fieldset>
  );
}
