import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_TEST_CARDS } from '../src/providers/payments/sandbox-payments.ts';

// A small Stripe API stand-in for the Stripe provider's tests: the official SDK talks to it over HTTP
// (host/port/protocol options). It keeps customers, PaymentIntents, subscriptions and invoices in
// memory and answers the test PaymentMethods as Stripe's test mode does. Only what the app calls.

type Obj = Record<string, unknown>;
const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 86_400;

/** Stripe's form encoding (a[b][0]=c) back to an object. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Obj = out;
    keys.forEach((k, i) => {
      if (i === keys.length - 1) node[k] = value;
      else {
        node[k] ??= {};
        node = node[k] as Obj;
      }
    });
  }
  return out;
}

export async function startFakeStripe() {
  const customers = new Map<string, Obj>();
  const intents = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; path: string; body: Obj; idempotencyKey?: string }[] = [];

  function card(pm: string) {
    return SANDBOX_TEST_CARDS[pm];
  }
  function cardError(pm: string, intent?: Obj) {
    const failure = card(pm)?.failure ?? {
      code: 'resource_missing',
      message: `No such PaymentMethod: '${pm}'`,
    };
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: failure.code,
          decline_code: 'declineCode' in failure ? failure.declineCode : undefined,
          message: failure.message,
          ...(intent ? { payment_intent: intent } : {}),
        },
      },
    };
  }

  function createIntent(input: {
    amount: number;
    customer: string;
    pm: string;
    metadata?: Obj;
    offSession?: boolean;
  }) {
    const c = card(input.pm);
    const status =
      c?.outcome === 'succeed' || (c?.outcome === 'authenticate' && input.offSession)
        ? 'succeeded'
        : c?.outcome === 'authenticate'
          ? 'requires_action'
          : 'requires_payment_method';
    const pi: Obj = {
      id: id('pi'),
      object: 'payment_intent',
      amount: input.amount,
      currency: 'usd',
      customer: input.customer,
      payment_method: input.pm,
      status,
      client_secret: `secret_${randomBytes(6).toString('hex')}`,
      metadata: input.metadata ?? {},
      last_payment_error:
        status === 'requires_payment_method'
          ? {
              type: 'card_error',
              code: c?.failure?.code,
              decline_code: c?.failure?.declineCode,
              message: c?.failure?.message,
            }
          : null,
    };
    intents.set(pi.id as string, pi);
    return pi;
  }

  function createInvoice(sub: Obj, amount: number, reason: string, offSession: boolean): Obj {
    const item = (sub.items as { data: Obj[] }).data[0];
    const pi =
      amount > 0
        ? createIntent({
            amount,
            customer: sub.customer as string,
            pm: sub.default_payment_method as string,
            offSession,
          })
        : null;
    const paid = !pi || pi.status === 'succeeded';
    const invoice: Obj = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      attempt_count: 1,
      billing_reason: reason,
      next_payment_attempt: paid ? null : now() + 86_400,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      status: paid ? 'paid' : 'open',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      payments: {
        object: 'list',
        data: pi ? [{ payment: { type: 'payment_intent', payment_intent: pi.id } }] : [],
      },
    };
    invoices.set(invoice.id as string, invoice);
    return invoice;
  }

  function subscriptionView(sub: Obj, expandInvoice: boolean): Obj {
    return {
      ...sub,
      latest_invoice: expandInvoice ? invoices.get(sub.latest_invoice as string) : sub.latest_invoice,
    };
  }

  function route(method: string, path: string, body: Obj): { status: number; body: unknown } {
    const customerId = path.match(/^\/v1\/customers\/([^/]+)$/)?.[1];
    const attachId = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/)?.[1];
    const intentId = path.match(/^\/v1\/payment_intents\/([^/]+)$/)?.[1];
    const invoiceId = path.match(/^\/v1\/invoices\/([^/]+)$/)?.[1];
    const subId = path.match(/^\/v1\/subscriptions\/([^/]+)$/)?.[1];
    if (method === 'POST' && path === '/v1/customers') {
      const c = {
        id: id('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        metadata: body.metadata ?? {},
      };
      customers.set(c.id, c);
      return { status: 200, body: c };
    }
    if (method === 'POST' && customerId) {
      const c = customers.get(customerId);
      if (!c)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such customer' } },
        };
      Object.assign(c, body);
      return { status: 200, body: c };
    }
    if (method === 'POST' && attachId) {
      const c = card(attachId);
      if (!c || (c.outcome === 'decline' && !c.attachable)) return cardError(attachId);
      return {
        status: 200,
        body: {
          id: attachId,
          object: 'payment_method',
          customer: body.customer,
          card: { brand: c.brand, last4: c.last4, exp_month: c.expMonth, exp_year: c.expYear },
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pi = createIntent({
        amount: Number(body.amount),
        customer: body.customer as string,
        pm: body.payment_method as string,
        metadata: body.metadata as Obj,
      });
      if (pi.status === 'requires_payment_method') return cardError(body.payment_method as string, pi);
      return { status: 200, body: pi };
    }
    if (method === 'GET' && intentId) {
      return { status: 200, body: intents.get(intentId) };
    }
    if (method === 'GET' && invoiceId) {
      return { status: 200, body: invoices.get(invoiceId) };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const price = ((body.items as Obj)['0'] as Obj).price as string;
      const start = now();
      const sub: Obj = {
        id: id('sub'),
        object: 'subscription',
        customer: body.customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        canceled_at: null,
        start_date: start,
        default_payment_method: body.default_payment_method,
        metadata: body.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              price: { id: price, unit_amount: priceAmount(price) },
              current_period_start: start,
              current_period_end: start + MONTH,
            },
          ],
        },
      };
      subscriptions.set(sub.id as string, sub);
      const invoice = createInvoice(sub, priceAmount(price), 'subscription_create', false);
      sub.latest_invoice = invoice.id;
      if (invoice.status === 'paid') sub.status = 'active';
      return { status: 200, body: subscriptionView(sub, true) };
    }
    if (subId) {
      const sub = subscriptions.get(subId);
      if (!sub)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such subscription' } },
        };
      if (method === 'GET') return { status: 200, body: subscriptionView(sub, false) };
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', canceled_at: now() });
        return { status: 200, body: subscriptionView(sub, false) };
      }
      if (body.cancel_at_period_end !== undefined)
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      return { status: 200, body: subscriptionView(sub, false) };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unknown route ${method} ${path}` } },
    };
  }

  const priceAmounts: Record<string, number> = {
    price_starter_monthly: 1900,
    price_professional_monthly: 4900,
    price_agency_monthly: 19900,
  };
  const priceAmount = (price: string) => priceAmounts[price] ?? 0;

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body =
      req.method === 'GET' || req.method === 'DELETE' ? parseForm(url.search.slice(1)) : parseForm(raw);
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, body, idempotencyKey: key });
    const cacheKey = key ? `${req.method} ${url.pathname} ${key}` : undefined;
    const answer = (cacheKey && idempotent.get(cacheKey)) || route(req.method ?? 'GET', url.pathname, body);
    if (cacheKey) idempotent.set(cacheKey, answer);
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    intents,
    /** Stripe's 3-D Secure in the browser: the PaymentIntent succeeds. */
    confirm(piId: string) {
      const pi = intents.get(piId)!;
      pi.status = 'succeeded';
      return pi;
    },
    /** The card holder never finished 3-D Secure and the PaymentIntent is canceled. */
    cancel(piId: string) {
      const pi = intents.get(piId)!;
      pi.status = 'canceled';
      return pi;
    },
    /** The period ends and Stripe bills the next one; answers the new invoice. */
    renew(subId: string) {
      const sub = subscriptions.get(subId)!;
      const item = (sub.items as { data: Obj[] }).data[0];
      item.current_period_start = item.current_period_end;
      item.current_period_end = (item.current_period_end as number) + MONTH;
      const invoice = createInvoice(
        sub,
        (item.price as { unit_amount: number }).unit_amount,
        'subscription_cycle',
        true,
      );
      sub.status = invoice.status === 'paid' ? 'active' : 'past_due';
      sub.latest_invoice = invoice.id;
      return invoice;
    },
    setCard(subId: string, pm: string) {
      subscriptions.get(subId)!.default_payment_method = pm;
    },
    cancelNow(subId: string) {
      Object.assign(subscriptions.get(subId)!, { status: 'canceled', canceled_at: now() });
      return subscriptions.get(subId)!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
