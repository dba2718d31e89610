import { redirect } from 'react-router';

/** Section 2: any unknown path goes to /404. */
export function loader() {
  return redirect('/404');
}
