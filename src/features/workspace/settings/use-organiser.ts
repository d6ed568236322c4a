import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $user } from '../../../stores/auth.ts';

/**
 * Whether the signed-in staff member is an organiser; null until the page has hydrated. The stored user is known
 * only in the browser, so deciding after hydration keeps the server's HTML and the first render the same.
 */
export function useIsOrganiser(): boolean | null {
  const user = useStore($user);
  const [organiser, setOrganiser] = useState<boolean | null>(null);
  useEffect(() => setOrganiser(user?.role === 'ORGANISER'), [user]);
  return organiser;
}
