import { Avatar } from '@mantine/core';
import defaultAvatar from '../assets/default-group-avatar.svg';

/** A group's square avatar; the default image when it has none. */
export function GroupAvatar({ src, name, size }: { src: string | null; name: string; size: number }) {
  return <Avatar src={src || defaultAvatar} alt={name} size={size} radius="md" data-testid="group-avatar" />;
}
