import { Anchor, Group, Text } from '@mantine/core';
import type { Discussion } from '@oj/shared/schemas/community';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { TitleTag } from '../../../components/title-tag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { userHomePath } from '../../../lib/user-home.ts';

export function discussionPath(id: number) {
  return `/discussion-detail/${id}`;
}

/** The author (avatar and name leading to their home), their title and role badge. */
export function DiscussionAuthor({ d, size }: { d: Pick<Discussion, 'uid' | 'author' | 'avatar' | 'role'> & { titleName?: string | null; titleColor?: string | null }; size: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor component={Link} to={userHomePath({ uid: d.uid, username: d.author })} c="dimmed" underline="never" data-testid="discussion-author">
        <Group gap={6} wrap="nowrap">
          <UserAvatar src={d.avatar} name={d.author} size={size} />
          <Text span size="sm">
            {d.author}
          </Text>
        </Group>
      </Anchor>
      <TitleTag name={d.titleName ?? null} color={d.titleColor ?? null} />
      <RoleBadge role={d.role} />
    </Group>
  );
}

/** One count or fact of the meta line: a label and its value. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Text span size="xs" c="dimmed" data-testid={testId}>
      {label}: {children}
    </Text>
  );
}

/**
 * The meta line's counts and facts: comments (in lists; the detail's comment area counts its own), likes, views,
 * the category (leading to the list of its discussions) and when it was posted.
 */
export function DiscussionFacts({ d, category, withComments }: { d: Discussion; category: { name: string; to: string }; withComments: boolean }) {
  const { t } = useTranslation('discussion');
  return (
    <>
      {withComments && (
        <Fact label={t('comments')} testId="comment-count">
          {d.commentNum}
        </Fact>
      )}
      <Fact label={t('likes')} testId="like-count">
        {d.likeNum}
      </Fact>
      <Fact label={t('views')} testId="view-count">
        {d.viewNum}
      </Fact>
      <Fact label={t('category')}>
        <Anchor component={Link} to={category.to} size="xs">
          {category.name}
        </Anchor>
      </Fact>
      <Fact label={t('released')}>
        <RelativeTime iso={d.gmtCreate} />
      </Fact>
    </>
  );
}
