import { format } from 'date-fns';
import type { Profile } from '@studio/contracts/auth';

/**
 * The spec's 'EEEE, MMMM do, yyyy h:mm a', shown as 'Monday, January 1st, 2024 3:05 pm': the
 * spec's `a` is the lowercase am/pm of the date-fns it was written for; date-fns 4 spells that `aaa`.
 */
export const dateCreatedPattern = 'EEEE, MMMM do, yyyy h:mm aaa';

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
