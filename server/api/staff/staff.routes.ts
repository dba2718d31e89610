import { Hono } from 'hono';
import { z } from 'zod';
import { createStaffSchema, setStaffPasswordSchema, updateStaffSchema } from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { endpoint } from '../../http/endpoint';
import { deleteById, getById, jsonRoute, staffAction } from '../../http/handlers';
import type { AppEnv } from '../../http/types';
import { idParam, parseWith, readJson } from '../../http/validate';
import * as usersService from '../../services/auth/users';
import { docsFor } from '../../http/openapi';
import { staffViewSchema } from '~/domain/views';

export const staffRoutes = new Hono<AppEnv>();

const routeDoc = docsFor({ tag: 'Staff', auth: 'superuser' });

const staffNotFound = messages.staff.fetchFailed;

endpoint(staffRoutes, '/user/create-staff', {
  post: jsonRoute(
    routeDoc,
    'Create a staff account',
    {
      body: createStaffSchema,
      response: staffViewSchema.extend({ message: z.string() }),
      status: 201,
      errors: [409],
    },
    async (c, input) => {
      const { db, actor, now } = staffAction(c);
      const user = await usersService.createStaff(db, input, actor, now);
      return c.json({ ...user, message: messages.staff.created }, 201);
    },
  ),
});

endpoint(staffRoutes, '/user/staff-list', {
  get: [
    ...routeDoc('Every staff account', { response: z.array(staffViewSchema) }),
    async (c) => {
      return c.json(await usersService.listStaff(c.var.deps.database.db));
    },
  ],
});

endpoint(staffRoutes, '/user/staff/:id', {
  get: [
    ...routeDoc('One staff account', { response: staffViewSchema }),
    getById(staffNotFound, (c, id) => usersService.getStaff(c.var.deps.database.db, id)),
  ],
  patch: [
    ...routeDoc('Edit a staff account, optionally setting a new password', {
      body: updateStaffSchema.extend({ password1: z.string().optional(), password2: z.string().optional() }),
      response: staffViewSchema,
      errors: [409],
    }),
    async (c) => {
      const id = idParam(c, staffNotFound);
      const body = await readJson(c, z.record(z.string(), z.unknown()));
      const input = parseWith(updateStaffSchema, body);
      // A new password is optional: both entries present means the superuser is setting one.
      const password =
        body.password1 === undefined && body.password2 === undefined
          ? undefined
          : parseWith(setStaffPasswordSchema, body).password1;
      const { db, actor, now } = staffAction(c);
      return c.json(await usersService.updateStaff(db, id, input, actor, now, password));
    },
  ],
  delete: [
    ...routeDoc('Delete a staff account', { errors: [409] }),
    deleteById(staffNotFound, usersService.deleteStaff),
  ],
});
