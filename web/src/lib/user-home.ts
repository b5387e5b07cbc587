/** A user's home page (UserHome): by uid, by username, or by both as the reference's links give them. */
export function userHomePath(who: { uid?: string; username?: string }): string {
  const query = new URLSearchParams();
  if (who.uid) query.set('uid', who.uid);
  if (who.username) query.set('username', who.username);
  return `/user-home?${query.toString()}`;
}
