import { z } from 'zod';
import { messages } from './messages';

const requiredText = z
  .string({ error: messages.common.required })
  .trim()
  .min(1, { error: messages.common.required });

export const emailField = requiredText.pipe(z.email({ error: messages.common.invalidEmail }).max(254));

export const loginSchema = z.object({
  email: requiredText.max(254),
  password: z
    .string({ error: messages.common.required })
    .min(1, { error: messages.common.required })
    .max(1024),
});

export const refreshSchema = z.object({ refresh: requiredText.max(4096) });

export const usernameField = requiredText
  .max(150)
  .regex(/^[\w.@+-]+$/, { error: 'Enter a valid username: letters, numbers and @/./+/-/_ only.' });

const passwordField = z
  .string({ error: messages.common.required })
  .min(1, { error: messages.common.required })
  .max(1024);

export const createStaffSchema = z
  .object({
    username: usernameField,
    email: emailField,
    password1: passwordField,
    password2: passwordField,
  })
  .superRefine((value, ctx) => {
    if (value.password1 !== value.password2) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: messages.staff.passwordsDoNotMatch });
      return;
    }
    if (value.password1.length < 8) {
      ctx.addIssue({ code: 'custom', path: ['password1'], message: messages.staff.passwordTooShort });
    }
    const lowered = value.password1.toLowerCase();
    if (lowered === value.username.toLowerCase() || lowered === value.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['password1'], message: messages.staff.passwordTooSimilar });
    }
  });

export const updateStaffSchema = z.object({
  username: usernameField,
  email: emailField,
  is_active: z.boolean().optional(),
  is_superuser: z.boolean().optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type CreateStaffInput = z.infer<typeof createStaffSchema>;
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;
