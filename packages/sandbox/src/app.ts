import { AUTH_TOKEN_EXPIRY_HEADER, AUTH_TOKEN_HEADER } from '@telco-portal/api';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { MESSAGES, SandboxError } from './errors.ts';
import { FAULT_HEADER, faultMiddleware } from './faults.ts';
import type { SandboxDeps } from './route.ts';
import { authRoutes } from './routes/auth.ts';
import { customerRoutes } from './routes/customer.ts';
import { paymentRoutes } from './routes/payments.ts';
import { productRoutes } from './routes/products.ts';
import { sandboxRoutes } from './routes/sandbox.ts';

/**
 * The sandbox Hono app: every endpoint of the @telco-portal/api contract under /api, plus /api/sandbox/*.
 * Errors answer `{ err_message, err_code, err_number? }`; unknown routes 404 'Object not found'.
 */
export function createApp(deps: SandboxDeps): Hono {
  const app = new Hono();
  app.use(
    '/api/*',
    cors({
      origin: '*',
      allowHeaders: ['Authorization', 'Content-Type', FAULT_HEADER],
      exposeHeaders: [AUTH_TOKEN_HEADER, AUTH_TOKEN_EXPIRY_HEADER],
    }),
  );
  app.use('/api/*', faultMiddleware(deps.faults));
  authRoutes(app, deps);
  customerRoutes(app, deps);
  paymentRoutes(app, deps);
  productRoutes(app, deps);
  sandboxRoutes(app, deps);

  app.notFound((c) => c.json({ err_message: 'Object not found', err_code: 'not_found' }, 404));
  app.onError((error, c) => {
    if (error instanceof SandboxError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException) {
      // e.g. a body that is not JSON, rejected by the validator.
      return c.json(
        { err_message: error.message || MESSAGES.errorOccurred, err_code: 'invalid_request' },
        error.status,
      );
    }
    console.error('sandbox: unexpected error', error);
    return c.json({ err_message: MESSAGES.somethingWentWrong, err_code: 'internal_error' }, 500);
  });
  return app;
}
