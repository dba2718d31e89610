import { Hono } from 'hono';
import { adminMessages } from '~/domain/admin-messages';
import { emailViewSchema } from '~/domain/views';
import { endpoint } from '../../http/endpoint';
import { docsFor } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import { idParam } from '../../http/validate';
import { resendMail } from '../../services/mail/outbox';

export const emailRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Back office', auth: 'staff' });

endpoint(emailRoutes, '/emails/:id/resend', {
  post: [
    ...routeDoc('Send an e-mail again', {
      response: emailViewSchema,
      errors: [409],
      description:
        'A failed message is queued again with a fresh count of attempts; a sent one is queued as a new copy. ' +
        'One still queued or being sent answers 409.',
    }),
    async (c) => {
      const { database, now, wakeMail } = c.var.deps;
      const email = await resendMail(database.db, idParam(c, adminMessages.mail.notFound), now());
      wakeMail?.();
      return c.json(email);
    },
  ],
});
