/**
 * The access rule every problem set shares (ARCHITECTURE.md "Problem sets and scopes"): a contest, a training and
 * a timed exam each have a creator, a visibility switch, an optional group, and may be gated by a password
 * that a viewer passes once (their registration). Who administers the set, whether it exists for a viewer and
 * whether the gate is passed are decided here once; the kinds add their own rules on top (a contest's clock and
 * account rule: contest-access.ts). Pure: the caller passes what it read and gets a decision with its message.
 */
import { Role } from '../enums.ts';

export type SetKind = 'contest' | 'training' | 'exam';

export interface AccessSet {
  /** The creator. */
  uid: string;
  visible: boolean;
  gid: number | null;
}

export interface Viewer {
  uid: string;
  username: string;
  roleId: number;
}

/** Facts read for this viewer: registration (the password accepted), and for group sets the viewer's standing in the group. */
export interface ViewerFacts {
  registered: boolean;
  groupMember?: boolean;
  groupRoot?: boolean;
}

/** A refusal and the message the client shows; null means allowed. */
export type Refusal = string | null;

/** The set's creator, the super admin, and for a group's set the group's root. */
export function isSetAdmin(set: AccessSet, viewer: Viewer | undefined, facts?: Pick<ViewerFacts, 'groupRoot'>): boolean {
  return viewer !== undefined && (viewer.roleId === Role.ROOT || viewer.uid === set.uid || (set.gid !== null && facts?.groupRoot === true));
}

/** Whether the set exists for this viewer at all (hidden sets are for their admins only; group sets for members). */
export function canSeeSet(kind: SetKind, set: AccessSet, viewer: Viewer | undefined, facts: ViewerFacts): Refusal {
  if (isSetAdmin(set, viewer, facts)) return null;
  if (!set.visible) return `The ${kind} does not exist`;
  if (set.gid !== null && !facts.groupMember) return `Only members of the group may take part in this group ${kind}`;
  return null;
}

/** The password gate: a gated set needs the viewer registered with its password; its admins skip it. */
export function passGate(kind: SetKind, set: AccessSet, gated: boolean, viewer: Viewer | undefined, facts: ViewerFacts): Refusal {
  return !gated || facts.registered || isSetAdmin(set, viewer, facts) ? null : `Please register for the ${kind} with its password first`;
}
