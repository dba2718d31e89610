import { redirect } from 'react-router';
import {
  changePasswordSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  type ChangePasswordInput,
} from '~/domain/auth-schemas';
import { messages } from '~/domain/messages';
import { adminPaths } from '../../lib/admin-paths';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { mustChangePassword, mustSetUpTwoFactor, passwordChanged, twoFactorSetUp } from '../../lib/session';
import { schemaMessages, type FormResult } from '../shared/form-action';
import { hasMessages, serverFieldMessages } from '../shared/form-state';

/** What the account screen's forms post as `intent`, one for each thing they change. */
export const ACCOUNT_INTENTS = {
  password: 'change-password',
  setUp: 'two-factor-setup',
  confirm: 'two-factor-confirm',
  disable: 'two-factor-disable',
} as const;

/** A two-factor step's answer: the QR code to scan after set-up, the recovery codes after confirming. */
export interface TwoFactorResult extends Partial<FormResult> {
  enrolment?: { secret: string; qr_code: string };
  recoveryCodes?: string[];
  /** Where to go once the codes are saved: the dashboard for someone who had to set it up first. */
  continueTo?: string;
}

const refused = (errors: FormResult['errors'], text: string): FormResult => ({
  errors,
  notice: { tone: 'error', text },
});

/**
 * A refused request as its form shows it: the server's field messages beside their fields, and its sentence
 * (a 429's wait, say) or `fallback` as the notice. A server error or a lost connection is the unexpected one.
 */
function refusal(failure: unknown, fallback: (detail: string | null) => string): FormResult {
  if (!(failure instanceof ApiError) || failure.status >= 500) return refused({}, messages.common.unexpected);
  const detail = (failure.body as { detail?: unknown } | null)?.detail;
  return refused(serverFieldMessages(failure.body), fallback(typeof detail === 'string' ? detail : null));
}

/**
 * Checks the password change with the API's schema, then sends it. A person held to a new password goes on to
 * the dashboard once it is chosen; anyone else stays, with the server's confirmation.
 */
export async function changePassword(values: Record<string, string>): Promise<FormResult | Response> {
  const body: ChangePasswordInput = {
    current_password: values.current_password ?? '',
    new_password: values.new_password ?? '',
    new_password2: values.new_password2 ?? '',
  };
  const errors = schemaMessages(changePasswordSchema, body);
  if (hasMessages(errors)) return refused(errors, messages.account.changeFailed);
  const required = mustChangePassword();
  try {
    const answer = await unwrap(api.POST('/api/user/change-password/', { body }));
    passwordChanged();
    if (required) return redirect(adminPaths.dashboard);
    return { notice: { tone: 'success', text: answer.detail } };
  } catch (failure) {
    const tooMany = failure instanceof ApiError && failure.status === 429;
    return refusal(failure, (detail) => (tooMany && detail ? detail : messages.account.changeFailed));
  }
}

/** Starts the set-up: the server draws the QR code of a new key, which counts once confirmed with a code. */
export async function setUpTwoFactor(): Promise<TwoFactorResult> {
  try {
    return { enrolment: await unwrap(api.POST('/api/user/two-factor/setup/')) };
  } catch (failure) {
    return refusal(failure, (detail) => detail ?? messages.common.unexpected);
  }
}

/** Turns two-factor sign-in on with a code from the app; the answer carries the recovery codes, shown once. */
export async function confirmTwoFactor(values: Record<string, string>): Promise<TwoFactorResult> {
  const body = { code: values.code ?? '' };
  const errors = schemaMessages(twoFactorConfirmSchema, body);
  if (hasMessages(errors)) return { errors };
  const required = mustSetUpTwoFactor();
  try {
    const answer = await unwrap(api.POST('/api/user/two-factor/confirm/', { body }));
    twoFactorSetUp();
    return {
      notice: { tone: 'success', text: answer.detail },
      recoveryCodes: answer.recovery_codes,
      continueTo: required ? adminPaths.dashboard : undefined,
    };
  } catch (failure) {
    return refusal(failure, (detail) => detail ?? messages.common.unexpected);
  }
}

/** Turns two-factor sign-in off with the current password, or else with a code. */
export async function disableTwoFactor(values: Record<string, string>): Promise<TwoFactorResult> {
  const password = values.password ?? '';
  const code = values.code ?? '';
  const errors = schemaMessages(twoFactorDisableSchema, { password, code });
  if (hasMessages(errors)) return { errors };
  try {
    const answer = await unwrap(
      api.POST('/api/user/two-factor/disable/', { body: password ? { password } : { code } }),
    );
    return { notice: { tone: 'success', text: answer.detail } };
  } catch (failure) {
    return refusal(failure, (detail) => detail ?? messages.common.unexpected);
  }
}
