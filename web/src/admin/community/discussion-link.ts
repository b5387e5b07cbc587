/** Where the public site shows a discussion: a group's discussions live under the group. */
export function discussionPath(did: number, gid: number | null) {
  return gid === null ? `/discussion-detail/${did}` : `/group/${gid}/discussion-detail/${did}`;
}
