import { Hono } from 'hono';
import { z } from 'zod';
import { createStaffSchema, setStaffPasswordSchema, updateStaffSchema } from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { currentUser, superuserOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { parseId, parseWith, readJson } from '../../http/validate';
import * as usersService from '../../services/users';

export const staffRoutes = new Hono<AppEnv>();

endpoint(staffRoutes, '/user/create-staff', {
  post: [
    superuserOnly,
    async (c) => {
      const input = await readJson(c, createStaffSchema);
      const user = await usersService.createStaff(
        c.var.deps.database.db,
        input,
        currentUser(c),
        c.var.deps.now(),
      );
      return c.json({ ...usersService.toStaffView(user), message: messages.staff.created }, 201);
    },
  ],
});

endpoint(staffRoutes, '/user/staff-list', {
  get: [
    superuserOnly,
    async (c) => {
      const staff = await usersService.listStaff(c.var.deps.database.db);
      return c.json(staff.map(usersService.toStaffView));
    },
  ],
});

function staffId(raw: string | undefined): number {
  const id = parseId(raw);
  if (id === null) throw notFound(messages.staff.fetchFailed);
  return id;
}

endpoint(staffRoutes, '/user/staff/:id', {
  get: [
    superuserOnly,
    async (c) => {
      const user = await usersService.getStaff(c.var.deps.database.db, staffId(c.req.param('id')));
      return c.json(usersService.toStaffView(user));
    },
  ],
  patch: [
    superuserOnly,
    async (c) => {
      const id = staffId(c.req.param('id'));
      const body = await readJson(c, z.record(z.string(), z.unknown()));
      const input = parseWith(updateStaffSchema, body);
      // A new password is optional: both entries present means the superuser is setting one.
      const password =
        body.password1 === undefined && body.password2 === undefined
          ? undefined
          : parseWith(setStaffPasswordSchema, body).password1;
      const { database, now } = c.var.deps;
      const user = await usersService.updateStaff(database.db, id, input, currentUser(c), now(), password);
      return c.json(usersService.toStaffView(user));
    },
  ],
  delete: [
    superuserOnly,
    async (c) => {
      await usersService.deleteStaff(
        c.var.deps.database.db,
        staffId(c.req.param('id')),
        currentUser(c),
        c.var.deps.now(),
      );
      return c.body(null, 204);
    },
  ],
});
