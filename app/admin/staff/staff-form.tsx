import { STAFF_PROFILE_LIMITS } from '~/domain/auth-schemas';
import { STAFF_REDIRECT_MS } from '~/domain/constants';
import { adminPaths } from '../../lib/admin-paths';
import { useReturnAfter } from '../shared/return-after';
import { TextField } from '../shared/text-field';
import type { FieldMessages } from '../shared/form-state';

/** After a success notice both staff forms return to the staff list. */
export function useReturnToStaffList(done: boolean) {
  useReturnAfter(done, adminPaths.staff, STAFF_REDIRECT_MS);
}

/** An uncontrolled text input of a staff form: its name, id, first value, message and lock. */
export function staffField(errors: FieldMessages, disabled: boolean, values: Record<string, string> = {}) {
  return (name: string) => ({
    id: `staff-${name}`,
    name,
    defaultValue: values[name] ?? '',
    error: errors[name],
    disabled,
  });
}

/** The username, email, name and position fields, the same on both staff forms. */
export function StaffIdentityFields({ field }: { field: ReturnType<typeof staffField> }) {
  // They describe someone else's account: the browser must not fill in the signed-in person's own details.
  const identity = (name: string) => ({ autoComplete: 'off', ...field(name) });
  return (
    <>
      <TextField label="Username" required maxLength={150} {...identity('username')} />
      <TextField label="Email" type="email" required maxLength={254} {...identity('email')} />
      <TextField
        label="Full name"
        maxLength={STAFF_PROFILE_LIMITS.fullName}
        hint="Signs the quotations this person prepares."
        {...identity('full_name')}
      />
      <TextField
        label="Position"
        maxLength={STAFF_PROFILE_LIMITS.position}
        hint="Printed after the name, such as Sales Manager."
        {...identity('position')}
      />
    </>
  );
}
