import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
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

/** A six-digit code from the authenticator app, or a recovery code (letters and digits, dashes allowed). */
const secondFactorCode = requiredText.max(64);

export const twoFactorLoginSchema = z.object({
  challenge: requiredText.max(4096),
  code: secondFactorCode,
});

export const twoFactorConfirmSchema = z.object({ code: secondFactorCode });

/** Turning two-factor sign-in off takes the current password or a code, at least one of them. */
export const twoFactorDisableSchema = z
  .object({
    password: z.string().max(1024).optional(),
    code: z.string().trim().max(64).optional(),
  })
  .refine((value) => Boolean(value.password) || Boolean(value.code), {
    path: ['password'],
    error: messages.twoFactor.passwordOrCode,
  });

export const usernameField = requiredText
  .max(150)
  .regex(/^[\w.@+-]+$/, { error: 'Enter a valid username: letters, numbers and @/./+/-/_ only.' });

const passwordField = z
  .string({ error: messages.common.required })
  .min(1, { error: messages.common.required })
  .max(1024);

/** A password being set: the length `checkNewPassword` enforces, published in the API document. */
const newPasswordField = passwordField.meta({ minLength: PASSWORD_MIN_LENGTH });

export const STAFF_PROFILE_LIMITS = { fullName: 120, position: 80 } as const;

/** How quotations sign a staff member's name: "Full Name, Position". Optional; an edit without them keeps them. */
const profileText = (max: number) =>
  z
    .string({ error: `Ensure this field has no more than ${max} characters.` })
    .trim()
    .max(max, { error: `Ensure this field has no more than ${max} characters.` })
    .optional();
const profileFields = {
  full_name: profileText(STAFF_PROFILE_LIMITS.fullName),
  position: profileText(STAFF_PROFILE_LIMITS.position),
};

export const createStaffSchema = z
  .object({
    username: usernameField,
    email: emailField,
    ...profileFields,
    password1: newPasswordField,
    password2: newPasswordField,
  })
  .superRefine((value, ctx) => {
    if (value.password1 !== value.password2) {
      ctx.addIssue({ code: 'custom', path: ['password2'], message: messages.staff.passwordsDoNotMatch });
      return;
    }
    checkNewPassword(value.password1, value, 'password1', ctx);
  });

/** Length and likeness to the account's names; the common-password list is checked on the server. */
function checkNewPassword(
  password: string,
  account: { username?: string; email?: string },
  field: string,
  ctx: z.RefinementCtx,
): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', path: [field], message: messages.staff.passwordTooShort });
  }
  const lowered = password.toLowerCase();
  if (lowered === account.username?.toLowerCase() || lowered === account.email?.toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: [field], message: messages.staff.passwordTooSimilar });
  }
}

/** Two entries of a new password that must match; `first`/`second` name the fields as the payload does. */
function newPasswordPair<F extends string, S extends string>(first: F, second: S) {
  return z
    .object({ [first]: newPasswordField, [second]: newPasswordField } as Record<F | S, typeof passwordField>)
    .superRefine((value, ctx) => {
      const pair = value as Record<string, string>;
      if (pair[first] !== pair[second]) {
        ctx.addIssue({ code: 'custom', path: [second], message: messages.staff.passwordsDoNotMatch });
        return;
      }
      checkNewPassword(pair[first]!, {}, first, ctx);
    });
}

export const changePasswordSchema = z
  .object({ current_password: passwordField })
  .and(newPasswordPair('new_password', 'new_password2'));

/** A superuser setting another account's password from the edit-staff screen. */
export const setStaffPasswordSchema = newPasswordPair('password1', 'password2');

export const updateStaffSchema = z.object({
  username: usernameField,
  email: emailField,
  ...profileFields,
  is_active: z.boolean().optional(),
  is_superuser: z.boolean().optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type CreateStaffInput = z.infer<typeof createStaffSchema>;
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginSchema>;
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;
