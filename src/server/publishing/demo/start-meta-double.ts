import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DEMO_APP } from '#server/config/env-publishing.ts';
import {
  createMetaDouble,
  type MetaDouble,
  type MetaDoubleOptions,
} from '#server/publishing/demo/meta-double.ts';

export interface RunningMetaDouble extends MetaDouble {
  url: string;
  /** The app's settings that point publishing at this double (PUBLISHING=meta and Meta's URLs). */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * The Meta double on a loopback port of its own, as the tests reach Meta: real HTTP, the app
 * configured with PUBLISHING=meta and the double's addresses in place of Meta's hosts.
 */
export async function startMetaDouble(
  options: Omit<MetaDoubleOptions, 'basePath'> = {},
): Promise<RunningMetaDouble> {
  const double = createMetaDouble(options);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: double.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(s as Server),
    );
    s.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...double,
    url,
    env: () => ({
      PUBLISHING: 'meta',
      INSTAGRAM_APP_ID: DEMO_APP.appId,
      INSTAGRAM_APP_SECRET: DEMO_APP.appSecret,
      FACEBOOK_APP_ID: DEMO_APP.appId,
      FACEBOOK_APP_SECRET: DEMO_APP.appSecret,
      INSTAGRAM_AUTHORIZE_URL: `${url}/instagram/oauth/authorize`,
      INSTAGRAM_TOKEN_URL: `${url}/instagram/oauth/access_token`,
      INSTAGRAM_GRAPH_URL: `${url}/instagram/graph`,
      FACEBOOK_AUTHORIZE_URL: `${url}/facebook/dialog/oauth`,
      FACEBOOK_GRAPH_URL: `${url}/facebook/graph`,
      FACEBOOK_RUPLOAD_URL: `${url}/facebook/rupload`,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
