import { format } from 'date-fns';
import type { Profile } from '@studio/contracts/auth';

/** The spec's pattern, e.g. 'Monday, January 1st, 2024 3:05 PM'. */
export const dateCreatedPattern = 'EEEE, MMMM do, yyyy h:mm a';

export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <dl className="profile-details">
      <dt>Name</dt>
      <dd>{profile.name}</dd>
      <dt>Email</dt>
      <dd>{profile.email}</dd>
      <dt>Date Created</dt>
      <dd>{format(new Date(profile.dateCreated), dateCreatedPattern)}</dd>
    </dl>
  );
}
