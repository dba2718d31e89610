import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { STAFF_PROFILE_LIMITS } from '~/domain/auth-schemas';
import { STAFF_REDIRECT_MS } from '~/domain/constants';
import { adminPaths } from '../../lib/admin-paths';
import { TextField } from '../shared/text-field';
import { hasMessages, textFields, type FieldMessages } from './staff-admin';

type StaffFieldProps = ReturnType<ReturnType<typeof textFields>>;

export interface FormNotice {
  tone: 'success' | 'error';
  text: string;
}

/** The state the staff and account forms keep: their values, field messages, notice and busy flag. */
export function useFormState<V extends object>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [busy, setBusy] = useState(false);

  /**
   * A submit handler that checks the values first: their messages show at once and nothing is sent while any
   * remain. The form is busy while `send` runs; what it throws is `failed`'s to explain.
   */
  const submitWith =
    (validate: (values: V) => FieldMessages, send: () => Promise<void>, failed: (failure: unknown) => void) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setNotice(null);
      const problems = validate(values);
      setErrors(problems);
      if (hasMessages(problems)) return;
      setBusy(true);
      try {
        await send();
      } catch (failure) {
        failed(failure);
      } finally {
        setBusy(false);
      }
    };

  return { values, setValues, errors, setErrors, notice, setNotice, busy, submitWith };
}

/**
 * Both staff forms' state. A success notice locks the form and returns to the staff list after a pause, so the
 * message can be read first.
 */
export function useStaffForm<V extends object>(initial: V) {
  const navigate = useNavigate();
  const form = useFormState(initial);
  const done = form.notice?.tone === 'success';

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(adminPaths.staff), STAFF_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const field = textFields('staff', form.values, form.errors, form.setValues, form.setErrors, done);
  return { ...form, done, field };
}

/** The username, email, name and position fields, the same on both staff forms. */
export function StaffIdentityFields({
  field,
}: {
  field: (name: 'username' | 'email' | 'full_name' | 'position') => StaffFieldProps;
}) {
  return (
    <>
      <TextField label="Username" autoComplete="off" required maxLength={150} {...field('username')} />
      <TextField label="Email" type="email" autoComplete="off" required maxLength={254} {...field('email')} />
      <TextField
        label="Full name"
        autoComplete="off"
        maxLength={STAFF_PROFILE_LIMITS.fullName}
        hint="Signs the quotations this person prepares."
        {...field('full_name')}
      />
      <TextField
        label="Position"
        autoComplete="off"
        maxLength={STAFF_PROFILE_LIMITS.position}
        hint="Printed after the name, such as Sales Manager."
        {...field('position')}
      />
    </>
  );
}
