import { roleName, type UserInfo } from '@oj/shared';
import type { UserItem } from '@oj/shared/db/items/user';

/** The logged-in user's own view of their account (login reply, settings). */
export function toUserInfo(u: UserItem): UserInfo {
  return {
    uid: u.uid,
    username: u.username,
    nickname: u.nickname,
    avatar: u.avatar,
    email: u.email,
    mobile: u.mobile,
    number: u.number,
    realname: u.realname,
    school: u.school,
    signature: u.signature,
    gender: u.gender,
    github: u.github,
    blog: u.blog,
    cfUsername: u.cfUsername,
    titleName: u.titleName,
    titleColor: u.titleColor,
    roleList: [roleName(u.roleId)],
  };
}
