import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  customerObject,
  id,
  now,
  priceObject as stripePrice,
  subscriptionObject,
  type PriceInfo,
  type StripeObject,
} from '#server/billing/testing/stripe-objects.ts';

export type { PriceInfo } from '#server/billing/testing/stripe-objects.ts';

/**
 * A local stand-in for the parts of Stripe's API the billing provider calls, answering in
 * Stripe's response shapes (API version 2025-03-31 and later: the period lives on the
 * subscription item, an invoice names its subscription under parent.subscription_details).
 * Tests point the SDK at it with STRIPE_API_URL, drive its state (complete a checkout, change
 * or end a subscription) and build the matching webhook events.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body, flat: `line_items[0][price]` -> value. */
  params: Record<string, string>;
}

export async function startStripeDouble(options: { secretKey: string; prices: PriceInfo[] }) {
  const customers = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  const requests: RecordedRequest[] = [];
  let failures: { path: RegExp; status: number; error: Record<string, unknown> }[] = [];

  const priceObject = (priceId: string) => stripePrice(options.prices, priceId);

  const notFound = (what: string, objectId: string) => ({
    status: 404,
    body: {
      error: {
        code: 'resource_missing',
        doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
        message: `No such ${what}: '${objectId}'`,
        param: 'id',
        type: 'invalid_request_error',
      },
    },
  });

  function route(method: string, path: string, params: Record<string, string>) {
    const failure = failures.find((f) => f.path.test(path));
    if (failure) {
      failures = failures.filter((f) => f !== failure);
      return { status: failure.status, body: { error: failure.error } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs');
      const session: StripeObject = {
        id: sessionId,
        object: 'checkout.session',
        allow_promotion_codes: params.allow_promotion_codes === 'true',
        amount_subtotal: null,
        amount_total: null,
        cancel_url: params.cancel_url ?? null,
        client_reference_id: params.client_reference_id ?? null,
        created: now(),
        currency: 'chf',
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        expires_at: now() + 86_400,
        livemode: false,
        metadata: Object.fromEntries(
          Object.entries(params)
            .filter(([key]) => key.startsWith('metadata['))
            .map(([key, value]) => [key.slice(9, -1), value]),
        ),
        mode: params.mode ?? 'payment',
        payment_status: 'unpaid',
        status: 'open',
        subscription: null,
        success_url: params.success_url ?? null,
        ui_mode: 'hosted',
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        // Kept for completing the session later; Stripe keeps the line items too.
        _price: params['line_items[0][price]'],
        // The subscription's metadata, as Stripe copies subscription_data[metadata][...] to it.
        _subscription_metadata: Object.fromEntries(
          Object.entries(params)
            .filter(([key]) => key.startsWith('subscription_data[metadata]['))
            .map(([key, value]) => [key.slice('subscription_data[metadata]['.length, -1), value]),
        ),
      };
      if (!priceObject(String(session._price))) {
        return {
          status: 400,
          body: {
            error: {
              code: 'resource_missing',
              message: `No such price: '${String(session._price)}'`,
              param: 'line_items[0][price]',
              type: 'invalid_request_error',
            },
          },
        };
      }
      checkoutSessions.set(sessionId, session);
      return { status: 200, body: publicView(session) };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = params.customer ?? '';
      if (!customers.has(customer)) return notFound('customer', customer);
      return {
        status: 200,
        body: {
          id: id('bps'),
          object: 'billing_portal.session',
          configuration: id('bpc'),
          created: now(),
          customer,
          flow: null,
          livemode: false,
          locale: null,
          on_behalf_of: null,
          return_url: params.return_url ?? null,
          url: `https://billing.stripe.com/p/session/${id('test')}`,
        },
      };
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (subscriptionMatch) {
      const subscription = subscriptions.get(subscriptionMatch[1] ?? '');
      if (!subscription) return notFound('subscription', subscriptionMatch[1] ?? '');
      if (method === 'GET') return { status: 200, body: subscription };
      // An update of the cancellation, as the API takes it: cancel_at_period_end true or false,
      // cancel_at a timestamp or '' to clear it.
      if (method === 'POST') {
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        }
        if (params.cancel_at !== undefined) {
          subscription.cancel_at = params.cancel_at === '' ? null : Number(params.cancel_at);
        }
        return { status: 200, body: subscription };
      }
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') {
          return {
            status: 400,
            body: {
              error: {
                message: 'A canceled subscription can only update its cancellation_details.',
                type: 'invalid_request_error',
              },
            },
          };
        }
        Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
        return { status: 200, body: subscription };
      }
    }
    const customerMatch = /^\/v1\/customers\/([\w]+)$/.exec(path);
    if (customerMatch && method === 'GET') {
      const customer = customers.get(customerMatch[1] ?? '');
      return customer
        ? { status: 200, body: customer }
        : notFound('customer', customerMatch[1] ?? '');
    }
    return {
      status: 404,
      body: {
        error: {
          message: `Unrecognized request URL (${method}: ${path}).`,
          type: 'invalid_request_error',
        },
      },
    };
  }

  function publicView(object: StripeObject): StripeObject {
    return Object.fromEntries(
      Object.entries(object).filter(([key]) => !key.startsWith('_')),
    ) as StripeObject;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const url = new URL(request.url ?? '/', 'http://stripe.local');
    const params = Object.fromEntries(new URLSearchParams(body));
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname, params });
    let answer: { status: number; body: unknown };
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      answer = {
        status: 401,
        body: { error: { message: 'Invalid API Key provided', type: 'invalid_request_error' } },
      };
    } else {
      answer = route(method, url.pathname, params);
    }
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      'stripe-version': '2026-10-28.endive',
    });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function requireSubscription(subscriptionId: string): StripeObject {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    return subscription;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,

    /** The next request to a matching path fails with this Stripe error. */
    failNext(path: RegExp, status: number, error: Record<string, unknown>) {
      failures.push({ path, status, error });
    },

    /**
     * The customer pays: Stripe creates the customer (unless one was given) and the
     * subscription, and completes the session. Answers the completed checkout.session.
     */
    completeCheckout(sessionId: string): { session: StripeObject; subscription: StripeObject } {
      const session = checkoutSessions.get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      let customerId = session.customer as string | null;
      if (!customerId) {
        const customer = customerObject(session.customer_email as string | null, {});
        customers.set(customer.id, customer);
        customerId = customer.id;
      }
      const metadata = session._subscription_metadata as Record<string, string>;
      const subscription = subscriptionObject(
        options.prices,
        customerId,
        String(session._price),
        metadata,
      );
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        customer: customerId,
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
        amount_subtotal: priceObject(String(session._price))?.unit_amount ?? 0,
        amount_total: priceObject(String(session._price))?.unit_amount ?? 0,
      });
      return { session: publicView(session), subscription: structuredClone(subscription) };
    },

    /** A copy of the subscription as Stripe holds it now. */
    subscription(subscriptionId: string): StripeObject {
      return structuredClone(requireSubscription(subscriptionId));
    },

    /** Changes the subscription as Stripe would (a plan switch, a cancellation, a failed renewal). */
    updateSubscription(
      subscriptionId: string,
      changes: {
        status?: string;
        cancelAtPeriodEnd?: boolean;
        /** Seconds since 1970, as newer portals cancel: at a set time. */
        cancelAt?: number | null;
        price?: string;
      },
    ): StripeObject {
      const subscription = requireSubscription(subscriptionId);
      if (changes.status !== undefined) {
        subscription.status = changes.status;
        if (changes.status === 'canceled') {
          Object.assign(subscription, { canceled_at: now(), ended_at: now() });
        }
      }
      if (changes.cancelAtPeriodEnd !== undefined) {
        subscription.cancel_at_period_end = changes.cancelAtPeriodEnd;
      }
      if (changes.cancelAt !== undefined) subscription.cancel_at = changes.cancelAt;
      if (changes.price !== undefined) {
        const items = subscription.items as { data: Record<string, unknown>[] };
        const item = items.data[0];
        if (item) item.price = priceObject(changes.price);
      }
      return structuredClone(subscription);
    },

    /** An event as Stripe sends it to the webhook endpoint. */
    event(type: string, object: Record<string, unknown>, eventId = id('evt')) {
      return {
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },

    /** The invoice of a failed renewal payment, in the shape invoice.payment_failed carries. */
    failedInvoice(subscriptionId: string): Record<string, unknown> {
      const subscription = requireSubscription(subscriptionId);
      return {
        id: id('in'),
        object: 'invoice',
        amount_due: 1500,
        amount_paid: 0,
        attempt_count: 1,
        attempted: true,
        billing_reason: 'subscription_cycle',
        collection_method: 'charge_automatically',
        currency: 'chf',
        customer: subscription.customer,
        livemode: false,
        next_payment_attempt: now() + 3 * 86_400,
        parent: {
          quote_details: null,
          subscription_details: { metadata: {}, subscription: subscriptionId },
          type: 'subscription_details',
        },
        status: 'open',
      };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
