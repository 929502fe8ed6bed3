import { GRAPH_VERSION, type MetaEndpoints } from '#server/config/env-publishing.ts';
import { graphCall } from '#server/publishing/meta-graph.ts';

/** Instagram's states of a media container. */
export type ContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'PUBLISHED' | 'ERROR' | 'EXPIRED';

export const INSTAGRAM_SCOPES = 'instagram_business_basic,instagram_business_content_publish';

/**
 * The Instagram API with Instagram Login (ADR 059): the code for a short-lived token (1 hour),
 * that for the long-lived one (60 days), refreshed once a day old; content publishing through
 * containers on graph.instagram.com.
 */
export function instagramApi(endpoints: MetaEndpoints['instagram'], timeoutMs: number) {
  const graph = (path: string) => `${endpoints.graphUrl}/${GRAPH_VERSION}/${path}`;
  const get = <T>(url: string, params: Record<string, string>) =>
    graphCall<T>({ method: 'GET', url, params, timeoutMs });
  const post = <T>(url: string, params: Record<string, string>) =>
    graphCall<T>({ method: 'POST', url, params, timeoutMs });

  return {
    authorizeUrl(redirectUri: string, state: string): string {
      const url = new URL(endpoints.authorizeUrl);
      url.searchParams.set('client_id', endpoints.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', INSTAGRAM_SCOPES);
      url.searchParams.set('state', state);
      return url.toString();
    },

    /** The code for a short-lived token and the Instagram user id. */
    async exchangeCode(code: string, redirectUri: string) {
      const answer = await post<{ data?: { access_token: string; user_id: string | number }[] }>(
        endpoints.tokenUrl,
        {
          client_id: endpoints.appId,
          client_secret: endpoints.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        },
      );
      const first = answer.data?.[0];
      if (!first?.access_token) throw new Error('no token in the answer');
      return { token: first.access_token, userId: String(first.user_id) };
    },

    /** A short-lived token for the 60-day one. */
    async longLived(shortToken: string) {
      const answer = await get<{ access_token: string; expires_in: number }>(
        `${endpoints.graphUrl}/access_token`,
        {
          grant_type: 'ig_exchange_token',
          client_secret: endpoints.appSecret,
          access_token: shortToken,
        },
      );
      return { token: answer.access_token, expiresIn: answer.expires_in };
    },

    /** A long-lived token (at least a day old) for a new 60-day one. */
    async refresh(token: string) {
      const answer = await get<{ access_token: string; expires_in: number }>(
        `${endpoints.graphUrl}/refresh_access_token`,
        { grant_type: 'ig_refresh_token', access_token: token },
      );
      return { token: answer.access_token, expiresIn: answer.expires_in };
    },

    async me(token: string) {
      const answer = await get<{
        user_id?: string | number;
        id?: string;
        username?: string;
        profile_picture_url?: string;
      }>(graph('me'), { fields: 'user_id,username,profile_picture_url', access_token: token });
      return {
        id: String(answer.user_id ?? answer.id ?? ''),
        username: answer.username ?? '',
        pictureUrl: answer.profile_picture_url ?? null,
      };
    },

    /** The rolling 24-hour quota: used and allowed (read, never assumed). */
    async publishingLimit(userId: string, token: string) {
      const answer = await get<{
        data?: { quota_usage?: number; config?: { quota_total?: number } }[];
      }>(graph(`${userId}/content_publishing_limit`), {
        fields: 'quota_usage,config',
        access_token: token,
      });
      const entry = answer.data?.[0];
      return { usage: entry?.quota_usage ?? 0, total: entry?.config?.quota_total ?? 0 };
    },

    /**
     * A container: an image (feed, story or carousel item), a carousel of containers, or a
     * video (ADR 065) as a Reel shown in the feed too, or as a story.
     */
    async createContainer(
      userId: string,
      token: string,
      params:
        | { imageUrl: string; caption?: string; story?: boolean; carouselItem?: boolean }
        | { children: string[]; caption: string }
        | { videoUrl: string; story: true }
        | { videoUrl: string; caption: string },
    ): Promise<string> {
      const form: Record<string, string> = { access_token: token };
      if ('children' in params) {
        form.media_type = 'CAROUSEL';
        form.children = params.children.join(',');
        form.caption = params.caption;
      } else if ('videoUrl' in params) {
        form.video_url = params.videoUrl;
        if ('story' in params) {
          form.media_type = 'STORIES';
        } else {
          form.media_type = 'REELS';
          form.share_to_feed = 'true';
          form.caption = params.caption;
        }
      } else {
        form.image_url = params.imageUrl;
        if (params.story) form.media_type = 'STORIES';
        if (params.carouselItem) form.is_carousel_item = 'true';
        if (params.caption !== undefined) form.caption = params.caption;
      }
      const answer = await post<{ id: string }>(graph(`${userId}/media`), form);
      return String(answer.id);
    },

    async containerStatus(containerId: string, token: string): Promise<ContainerStatus> {
      const answer = await get<{ status_code: ContainerStatus }>(graph(containerId), {
        fields: 'status_code',
        access_token: token,
      });
      return answer.status_code;
    },

    /** A container's status with Meta's words for it ('Error: ... 2207026' when it failed). */
    async containerDetail(
      containerId: string,
      token: string,
    ): Promise<{ code: ContainerStatus; status: string | null }> {
      const answer = await get<{ status_code: ContainerStatus; status?: string }>(
        graph(containerId),
        { fields: 'status_code,status', access_token: token },
      );
      return { code: answer.status_code, status: answer.status ?? null };
    },

    /** media_publish: the one call that makes the post. */
    async publish(userId: string, token: string, containerId: string): Promise<string> {
      const answer = await post<{ id: string }>(graph(`${userId}/media_publish`), {
        creation_id: containerId,
        access_token: token,
      });
      return String(answer.id);
    },

    async permalink(mediaId: string, token: string): Promise<string | null> {
      const answer = await get<{ permalink?: string }>(graph(mediaId), {
        fields: 'permalink',
        access_token: token,
      });
      return answer.permalink ?? null;
    },

    /** The account's newest media (to find a post published under an uncertain answer). */
    async recentMedia(userId: string, token: string) {
      const answer = await get<{
        data?: { id: string; caption?: string; permalink?: string; timestamp?: string }[];
      }>(graph(`${userId}/media`), {
        fields: 'id,caption,permalink,timestamp',
        limit: '25',
        access_token: token,
      });
      return answer.data ?? [];
    },
  };
}

export type InstagramApi = ReturnType<typeof instagramApi>;
