import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { STAFF_PROFILE_LIMITS } from '~/domain/auth-schemas';
import { STAFF_REDIRECT_MS } from '~/domain/constants';
import { adminPaths } from '../../lib/admin-paths';
import { TextField } from '../shared/text-field';
import { textFields, useFormState } from '../shared/form-state';

type StaffFieldProps = ReturnType<ReturnType<typeof textFields>>;

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
