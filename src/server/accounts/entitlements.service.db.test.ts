import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createEntitlementsService } from '#server/accounts/entitlements.service.ts';
import { createSubscriptionRepository } from '#server/accounts/subscription.repository.ts';
import type { Database } from '#server/db/database.ts';
import { createPersonalWorkspace } from '#server/db/personal-workspace.ts';
import { subscriptionLimits, subscriptions, userRoles, users } from '#server/db/schema.ts';
import { silentLogger } from '#server/logging/logger.ts';
import { openTestDatabase, testDbKind } from '#server/testing/test-database.ts';
import { setTestTier } from '#server/testing/tier.ts';
import { entitlementsSchema } from '#shared/accounts/entitlements.schema.ts';
import { freeEntitlements } from '#shared/accounts/entitlements.ts';
import { planLimits } from '#shared/plans.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(users);
  await database.db.insert(users).values({ id: 'user-anna', email: 'anna@club.ch' });
  // Anna's personal workspace, whose id is hers: the plan and its limits are the workspace's.
  await createPersonalWorkspace(database.db, 'user-anna');
});

const service = () =>
  createEntitlementsService({
    subscriptions: createSubscriptionRepository(database.db),
    logger: silentLogger,
  });

describe(`entitlements from the tier (${testDbKind})`, () => {
  it('answers free without a subscription, and the tier of an active one', async () => {
    expect(await service().entitlements('user-anna')).toEqual(freeEntitlements);
    expect(await service().role('user-anna')).toBe('free_user');

    await setTestTier(database.db, 'user-anna', 'pro');
    const pro = await service().entitlements('user-anna');
    expect(entitlementsSchema.parse(pro)).toEqual(pro);
    expect(pro).toMatchObject({
      tier: 'pro',
      paid: true,
      limits: { maxTeams: planLimits.pro.maxTeams, canUploadLogos: true, maxBackgrounds: 100 },
    });
    expect(await service().role('user-anna')).toBe('paid_user');
    expect(await service().subscription('user-anna')).toMatchObject({
      subscribed: true,
      tier: 'pro',
    });
  });

  it('answers free for a subscription that is canceled or past its end', async () => {
    await setTestTier(database.db, 'user-anna', 'premium');
    await database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.workspaceId, 'user-anna'));
    expect((await service().entitlements('user-anna')).tier).toBe('free');
    await setTestTier(database.db, 'user-anna', 'premium');
    await database.db
      .update(subscriptions)
      .set({ status: 'canceled' })
      .where(eq(subscriptions.workspaceId, 'user-anna'));
    expect(await service().entitlements('user-anna')).toEqual(freeEntitlements);
  });

  it('ignores a paid_user role row: paid follows from the tier, and admin counts as paid', async () => {
    await database.db.insert(userRoles).values({ userId: 'user-anna', role: 'paid_user' });
    expect(await service().entitlements('user-anna')).toEqual(freeEntitlements);
    await database.db
      .update(userRoles)
      .set({ role: 'admin' })
      .where(eq(userRoles.userId, 'user-anna'));
    expect(await service().entitlements('user-anna')).toMatchObject({ tier: 'free', paid: true });
    expect(await service().role('user-anna')).toBe('admin');
  });

  it('takes the numbers of subscription_limits for the tier', async () => {
    await setTestTier(database.db, 'user-anna', 'amateur');
    await database.db
      .update(subscriptionLimits)
      .set({ maxTeams: 4 })
      .where(eq(subscriptionLimits.tier, 'amateur'));
    try {
      expect((await service().entitlements('user-anna')).limits.maxTeams).toBe(4);
    } finally {
      await database.db
        .update(subscriptionLimits)
        .set({ maxTeams: planLimits.amateur.maxTeams })
        .where(eq(subscriptionLimits.tier, 'amateur'));
    }
  });

  it('takes the plan table where the database holds no limits', async () => {
    await setTestTier(database.db, 'user-anna', 'pro');
    await database.db.insert(userRoles).values({ userId: 'user-anna', role: 'admin' });
    const held = await database.db.select().from(subscriptionLimits);
    await database.db.delete(subscriptionLimits);
    try {
      expect(await service().entitlements('user-anna')).toMatchObject({
        tier: 'pro',
        paid: true,
        limits: { maxTeams: planLimits.pro.maxTeams },
      });
    } finally {
      await database.db.insert(subscriptionLimits).values(held);
    }
  });

  it('reads the subscription, the role and the limits in one query', async () => {
    await setTestTier(database.db, 'user-anna', 'amateur');
    // The driver's client (PGlite, or the pool of the PostgreSQL server) every query goes to.
    type Client = { query: (...args: unknown[]) => Promise<unknown> };
    const client = (database.db as unknown as { $client: Client }).$client;
    const query = client.query;
    let queries = 0;
    client.query = (...args: unknown[]) => {
      queries += 1;
      return query.apply(client, args);
    };
    try {
      expect((await service().entitlements('user-anna')).tier).toBe('amateur');
    } finally {
      client.query = query;
    }
    expect(queries).toBe(1);
  });

  it('answers free, logged, when the lookup fails', async () => {
    const errors: string[] = [];
    const failing = createEntitlementsService({
      subscriptions: {
        ...createSubscriptionRepository(database.db),
        planState: () => Promise.reject(new Error('connection lost')),
      },
      logger: {
        ...silentLogger,
        error: (message: string) => {
          errors.push(message);
        },
      },
    });
    expect(await failing.entitlements('user-anna')).toEqual(freeEntitlements);
    expect(errors).toEqual(['entitlements lookup failed']);
  });
});
