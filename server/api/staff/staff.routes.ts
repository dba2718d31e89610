import { Hono } from 'hono';
import { createStaffSchema, updateStaffSchema } from '../../../domain/auth-schemas';
import { messages } from '../../../domain/messages';
import { currentUser, superuserOnly } from '../../http/auth-middleware';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { parseId, readJson } from '../../http/validate';
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
      const input = await readJson(c, updateStaffSchema);
      const { database, now } = c.var.deps;
      const user = await usersService.updateStaff(database.db, id, input, currentUser(c), now());
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
