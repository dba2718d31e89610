import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { STAFF_REDIRECT_MS } from '~/domain/constants';
import { adminPaths } from '../shared/admin-paths';
import { TextField } from '../shared/text-field';
import { textFields, type FieldMessages } from './staff-admin';

type StaffFieldProps = ReturnType<ReturnType<typeof textFields>>;

export interface StaffNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The state both staff forms keep: their values, field messages, notice and busy flag. A success notice locks
 * the form and returns to the staff list after a pause, so the message can be read first.
 */
export function useStaffForm<V extends object>(initial: V) {
  const navigate = useNavigate();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [notice, setNotice] = useState<StaffNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const done = notice?.tone === 'success';

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => void navigate(adminPaths.staff), STAFF_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const field = textFields('staff', values, errors, setValues, setErrors, done);
  return { values, setValues, errors, setErrors, notice, setNotice, busy, setBusy, done, field };
}

/** The username and email fields, the same on both staff forms. */
export function StaffIdentityFields({ field }: { field: (name: 'username' | 'email') => StaffFieldProps }) {
  return (
    <>
      <TextField label="Username" autoComplete="off" required maxLength={150} {...field('username')} />
      <TextField label="Email" type="email" autoComplete="off" required maxLength={254} {...field('email')} />
    </>
  );
}
