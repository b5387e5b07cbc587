/** Where the public site shows a discussion: a group's discussions live under the group. */
export const discussionPath = (did: number, gid: number | null) => (gid === null ? `/discussion-detail/${did}` : `/group/${gid}/discussion-detail/${did}`);
