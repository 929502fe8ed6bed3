import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card.tsx';
import { useWorkspaceActivity } from '#client/features/profile/api/get-workspace-activity.ts';
import { LoadError, LoadingTiles } from '#client/features/profile/components/section-states.tsx';
import { activityTextKey } from '#client/features/profile/utils/activity-text.ts';
import { formatSwissDateTime } from '#client/lib/swiss-date-time.ts';

/** 'Aktivität': who did what and when in the workspace, newest first (the server keeps 100). */
export function WorkspaceActivity({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const activity = useWorkspaceActivity(workspaceId);
  const entries = activity.data?.entries ?? [];

  return (
    <Card data-testid="workspace-activity">
      <CardHeader>
        <CardTitle id="workspace-activity-title">{t('workspace.activity.title')}</CardTitle>
        <CardDescription>{t('workspace.activity.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <LoadingTiles count={3} className="flex flex-col gap-2" tileClassName="h-10" />
        ) : activity.isError ? (
          <LoadError
            title={t('workspace.activity.loadFailed')}
            onRetry={() => void activity.refetch()}
          />
        ) : entries.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <History aria-hidden className="size-4" />
            {t('workspace.activity.empty')}
          </p>
        ) : (
          // A list that scrolls on its own: reachable with the keyboard, named by its title.
          <ol
            tabIndex={0}
            aria-labelledby="workspace-activity-title"
            className="flex max-h-[28rem] flex-col divide-y overflow-y-auto rounded-md focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none"
          >
            {entries.map((entry) => {
              const when = formatSwissDateTime(entry.at);
              return (
                <li
                  key={entry.id}
                  className="flex flex-col gap-0.5 py-2.5 text-sm first:pt-0 sm:flex-row sm:items-baseline sm:gap-4"
                  data-testid="activity-entry"
                >
                  <time
                    dateTime={entry.at}
                    className="shrink-0 text-xs text-muted-foreground tabular-nums sm:w-32"
                  >
                    {when}
                  </time>
                  <p className="min-w-0 flex-1 break-words">
                    <span className="font-medium">
                      {/* The key is made from the entry: see activity-text.ts. */}
                      {t(activityTextKey(entry) as 'workspace.activity.title')}
                    </span>
                    {entry.subject ? (
                      <span className="text-muted-foreground"> · {entry.subject}</span>
                    ) : null}
                  </p>
                  <p className="min-w-0 truncate text-xs text-muted-foreground sm:max-w-52">
                    {entry.actorEmail ?? t('workspace.activity.formerMember')}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
