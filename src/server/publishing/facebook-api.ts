import { GRAPH_VERSION, type MetaEndpoints } from '#server/config/env-publishing.ts';
import { graphCall } from '#server/publishing/meta-graph.ts';

/** A Page Reel's status as Graph answers `fields=status` (ADR 069). */
export interface ReelStatus {
  /** upload_complete, processing, ready, error (or expired). */
  video_status?: string;
  uploading_phase?: { status?: string };
  processing_phase?: { status?: string; errors?: { code?: number; message?: string }[] };
  /** not_started, in_progress, complete or error; `publish_status` 'published' once out. */
  publishing_phase?: { status?: string; publish_status?: string; publish_time?: number };
}

export const FACEBOOK_SCOPES = 'pages_manage_posts,pages_read_engagement,pages_show_list';

/**
 * Facebook Login for Pages (ADR 059): the code for a user token, that for a long-lived one, whose
 * Page tokens (`/me/accounts`) do not expire; Page photos and posts on graph.facebook.com; a
 * Page's Reel in three phases, its file on rupload.facebook.com (ADR 069).
 */
export function facebookApi(endpoints: MetaEndpoints['facebook'], timeoutMs: number) {
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
      url.searchParams.set('scope', FACEBOOK_SCOPES);
      url.searchParams.set('state', state);
      return url.toString();
    },

    /** The code for a user token, made long-lived, so the Pages' tokens do not expire. */
    async exchangeCode(code: string, redirectUri: string): Promise<string> {
      const short = await get<{ access_token: string }>(graph('oauth/access_token'), {
        client_id: endpoints.appId,
        client_secret: endpoints.appSecret,
        redirect_uri: redirectUri,
        code,
      });
      const long = await get<{ access_token: string }>(graph('oauth/access_token'), {
        grant_type: 'fb_exchange_token',
        client_id: endpoints.appId,
        client_secret: endpoints.appSecret,
        fb_exchange_token: short.access_token,
      });
      return long.access_token;
    },

    /** The Pages the person manages, each with its Page token. */
    async pages(userToken: string) {
      const answer = await get<{
        data?: {
          id: string;
          name: string;
          access_token: string;
          picture?: { data?: { url?: string } };
        }[];
      }>(graph('me/accounts'), {
        fields: 'id,name,access_token,picture',
        limit: '100',
        access_token: userToken,
      });
      return (answer.data ?? []).map((entry) => ({
        id: String(entry.id),
        name: entry.name,
        token: entry.access_token,
        pictureUrl: entry.picture?.data?.url ?? null,
      }));
    },

    /** A photo on the Page: published with its caption, or unpublished for a post of several. */
    async photo(
      pageId: string,
      token: string,
      params: { url: string; caption?: string; published: boolean },
    ): Promise<{ id: string; postId: string | null }> {
      const form: Record<string, string> = {
        url: params.url,
        published: String(params.published),
        access_token: token,
      };
      if (params.caption !== undefined) form.caption = params.caption;
      const answer = await post<{ id: string; post_id?: string }>(graph(`${pageId}/photos`), form);
      return { id: String(answer.id), postId: answer.post_id ?? null };
    },

    /** A Page post of unpublished photos with its text. */
    async post(pageId: string, token: string, message: string, photoIds: string[]) {
      const form: Record<string, string> = { message, access_token: token };
      photoIds.forEach((id, index) => {
        form[`attached_media[${index}]`] = JSON.stringify({ media_fbid: id });
      });
      const answer = await post<{ id: string }>(graph(`${pageId}/feed`), form);
      return String(answer.id);
    },

    /**
     * A video on the Page, fetched by Meta from `fileUrl`, published with its description
     * (ADR 065; a video story since ADR 069, a video in the feed is the Page's Reel): its id.
     */
    async video(
      pageId: string,
      token: string,
      params: { fileUrl: string; description: string },
    ): Promise<string> {
      const answer = await post<{ id: string }>(graph(`${pageId}/videos`), {
        file_url: params.fileUrl,
        description: params.description,
        published: 'true',
        access_token: token,
      });
      return String(answer.id);
    },

    /** A Page Reel's upload session (ADR 069): the video's id, made before anything is sent. */
    async reelStart(pageId: string, token: string): Promise<string> {
      const answer = await post<{ video_id: string; upload_url?: string }>(
        graph(`${pageId}/video_reels`),
        { upload_phase: 'start', access_token: token },
      );
      return String(answer.video_id);
    },

    /**
     * The Reel's file, fetched by Meta from `fileUrl` (a hosted file): the token and the URL go
     * as headers to the upload host, never to the address the start answered.
     */
    async reelUpload(videoId: string, token: string, fileUrl: string): Promise<void> {
      await graphCall<{ success?: boolean }>({
        method: 'POST',
        url: `${endpoints.ruploadUrl}/video-upload/${GRAPH_VERSION}/${videoId}`,
        params: {},
        headers: { authorization: `OAuth ${token}`, file_url: fileUrl },
        timeoutMs,
      });
    },

    /** Publishes the uploaded Reel with its description; Meta processes it after. */
    async reelFinish(pageId: string, token: string, videoId: string, description: string) {
      await post<{ success?: boolean }>(graph(`${pageId}/video_reels`), {
        upload_phase: 'finish',
        video_id: videoId,
        video_state: 'PUBLISHED',
        description,
        access_token: token,
      });
    },

    /** Where the Reel is: uploaded, processed, published, or refused. */
    async reelStatus(videoId: string, token: string): Promise<ReelStatus> {
      const answer = await get<{ status?: ReelStatus }>(graph(videoId), {
        fields: 'status',
        access_token: token,
      });
      return answer.status ?? {};
    },

    /** A post's or a video's link; a video's comes as a path on facebook.com. */
    async permalink(postId: string, token: string): Promise<string | null> {
      const answer = await get<{ permalink_url?: string }>(graph(postId), {
        fields: 'permalink_url',
        access_token: token,
      });
      const link = answer.permalink_url;
      if (!link) return null;
      return link.startsWith('/') ? `https://www.facebook.com${link}` : link;
    },

    /** The Page's newest videos (to find one published under an uncertain answer). */
    async recentVideos(pageId: string, token: string) {
      const answer = await get<{
        data?: {
          id: string;
          description?: string;
          permalink_url?: string;
          created_time?: string;
        }[];
      }>(graph(`${pageId}/videos`), {
        fields: 'id,description,permalink_url,created_time',
        limit: '25',
        access_token: token,
      });
      return (answer.data ?? []).map((video) => ({
        ...video,
        permalink_url: video.permalink_url?.startsWith('/')
          ? `https://www.facebook.com${video.permalink_url}`
          : video.permalink_url,
      }));
    },

    /** The Page's newest posts (to find one published under an uncertain answer). */
    async recentPosts(pageId: string, token: string) {
      const answer = await get<{
        data?: { id: string; message?: string; permalink_url?: string; created_time?: string }[];
      }>(graph(`${pageId}/feed`), {
        fields: 'id,message,permalink_url,created_time',
        limit: '25',
        access_token: token,
      });
      return answer.data ?? [];
    },
  };
}

export type FacebookApi = ReturnType<typeof facebookApi>;
