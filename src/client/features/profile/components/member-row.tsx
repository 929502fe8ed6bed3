import { ChevronDown, Crown, LogOut, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  invitableRoles,
  type InvitableRole,
  type Member,
} from '#shared/workspaces/workspace.schema.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatSwissDate } from '#client/features/profile/utils/swiss-date.ts';
import type { MemberActions } from '#client/lib/workspace-role.ts';

export const selectClasses =
  'h-9 w-full appearance-none rounded-lg border border-input bg-background pr-8 pl-3 text-sm shadow-xs transition-colors hover:border-brand/40 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none disabled:opacity-50';

/** A role picker of the members card (a member's role, an invitation's role). */
export function RoleSelect({
  id,
  label,
  value,
  disabled,
  onChange,
  className,
}: {
  id: string;
  label?: string;
  value: InvitableRole;
  disabled?: boolean;
  onChange(role: InvitableRole): void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <div className="relative">
        <select
          id={id}
          aria-label={label}
          value={value}
          disabled={disabled}
          className={selectClasses}
          onChange={(event) => {
            const role = invitableRoles.find((candidate) => candidate === event.target.value);
            if (role) onChange(role);
          }}
        >
          {invitableRoles.map((role) => (
            <option key={role} value={role}>
              {t(`workspace.roles.${role}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}

/**
 * One member of the workspace: name or address, since when, the role (a picker where the viewer
 * may change it) and what the viewer may do with them (`actions`): hand over, remove, leave.
 */
export function MemberRow({
  member,
  own,
  actions,
  busy,
  onRole,
  onHandOver,
  onRemove,
  onLeave,
}: {
  member: Member;
  own: boolean;
  actions: MemberActions;
  busy: boolean;
  onRole(role: InvitableRole): void;
  onHandOver(): void;
  onRemove(): void;
  onLeave(): void;
}) {
  const { t } = useTranslation();
  const joined = formatSwissDate(member.joinedAt);
  const label = (action: string) =>
    t('workspace.members.actionLabel', { action, name: member.email });
  const role = member.role;

  return (
    <li
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4"
      data-testid="workspace-member"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-soft-foreground uppercase"
        >
          {(member.name ?? member.email).trim().charAt(0)}
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <div className="flex min-w-0 items-center gap-2">
            <p className="truncate font-semibold" data-testid="workspace-member-name">
              {member.name ?? member.email}
            </p>
            {own ? <Badge variant="soft">{t('workspace.members.you')}</Badge> : null}
          </div>
          <p className="truncate text-sm text-muted-foreground">
            {member.name ? `${member.email} · ` : ''}
            {joined ? t('workspace.members.joinedOn', { date: joined }) : null}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {actions.changeRole && role !== 'owner' ? (
          <RoleSelect
            id={`member-role-${member.userId}`}
            label={t('workspace.members.roleLabel', { email: member.email })}
            value={role}
            disabled={busy}
            onChange={onRole}
            className="w-36"
          />
        ) : (
          <Badge
            variant={role === 'owner' ? 'brand' : 'outline'}
            data-testid="workspace-member-role"
          >
            {role === 'owner' ? <Crown aria-hidden className="size-3" /> : null}
            {t(`workspace.roles.${role}`)}
          </Badge>
        )}
        {actions.handOver ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            aria-label={label(t('workspace.members.handOver'))}
            onClick={onHandOver}
          >
            <Crown aria-hidden />
            {t('workspace.members.handOver')}
          </Button>
        ) : null}
        {actions.remove ? (
          <Button
            variant="ghost-destructive"
            size="sm"
            disabled={busy}
            aria-label={label(t('workspace.members.remove'))}
            onClick={onRemove}
          >
            <UserMinus aria-hidden />
            {t('workspace.members.remove')}
          </Button>
        ) : null}
        {actions.leave && own ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={onLeave}>
            <LogOut aria-hidden />
            {t('workspace.members.leave')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
