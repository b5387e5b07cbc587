import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { UserInfo } from '@oj/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { Markdown } from '../../../components/markdown.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { TitleTag } from '../../../components/title-tag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { userHomePath } from '../../../lib/user-home.ts';
import { FOLDED_REPLIES, repliesQuery, type CommentView, type ReplyTarget, type ReplyView } from '../api/comments-api.ts';
import { canDelete, canReply, type ContestSide } from '../comment-rules.ts';
import type { CommentActions } from '../use-comment-actions.ts';

function UserLink({ uid, name, avatar, size }: { uid: string; name: string; avatar: string | null; size: number }) {
  return (
    <Anchor component={Link} to={userHomePath({ uid, username: name })} underline="never" c="inherit">
      <Group gap={6} wrap="nowrap">
        <UserAvatar src={avatar} name={name} size={size} />
        <Text span fw={500} c="blue" size={size > 30 ? 'md' : 'sm'}>
          {name}
        </Text>
      </Group>
    </Anchor>
  );
}

function Control({ onClick, active, children, testId }: { onClick: () => void; active?: boolean; children: ReactNode; testId: string }) {
  return (
    <Button variant="subtle" size="compact-xs" color={active ? 'blue' : 'gray'} onClick={onClick} data-testid={testId} data-active={active || undefined}>
      {children}
    </Button>
  );
}

function DeleteControl({ question, onConfirm }: { question: string; onConfirm: () => void }) {
  const { t } = useTranslation('comments');
  return (
    <ConfirmButton variant="subtle" size="compact-xs" color="gray" question={question} onConfirm={onConfirm} data-testid="delete">
      {t('delete')}
    </ConfirmButton>
  );
}

interface Props {
  comment: CommentView;
  liked: boolean;
  viewer: UserInfo | null;
  contest: ContestSide | null;
  cid: number | null;
  actions: CommentActions;
  /** The reply box, rendered under this comment while it answers this comment or one of its replies. */
  replyBox: ReactNode;
  onReplyTo: (target: ReplyTarget) => void;
}

const targetOf = (comment: CommentView, reply?: ReplyView): ReplyTarget =>
  reply
    ? { commentId: comment.id, quoteId: reply.id, quoteType: 'Reply', toUid: reply.fromUid, toName: reply.fromName, toAvatar: reply.fromAvatar }
    : { commentId: comment.id, quoteId: comment.id, quoteType: 'Comment', toUid: comment.fromUid, toName: comment.fromName, toAvatar: comment.fromAvatar };

/** Spec 001 section 2.8: one comment with its controls and its replies, three of them unless all are shown. */
export function CommentItem({ comment, liked, viewer, contest, cid, actions, replyBox, onReplyTo }: Props) {
  const { t } = useTranslation('comments');
  const [expanded, setExpanded] = useState(false);
  const all = useQuery({ ...repliesQuery(comment.id, cid), enabled: expanded });
  const replies = expanded && all.data ? all.data : comment.replyList.slice(0, FOLDED_REPLIES);
  return (
    <Box py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid="comment" data-comment-id={comment.id}>
      <Group gap="xs" wrap="nowrap" align="center">
        <UserLink uid={comment.fromUid} name={comment.fromName} avatar={comment.fromAvatar} size={38} />
        <TitleTag name={comment.fromTitleName} color={comment.fromTitleColor} />
        <RoleBadge role={comment.fromRole} />
        <Text size="xs" c="dimmed">
          <RelativeTime iso={comment.gmtCreate} />
        </Text>
      </Group>
      <Box ml={46}>
        <Box py={6} data-testid="comment-content">
          <Markdown source={comment.content} />
        </Box>
        <Group gap={4}>
          <Control onClick={() => void actions.like(comment, liked)} active={liked} testId="like">
            {comment.likeNum > 0 ? t('likes', { count: comment.likeNum }) : t('like')}
          </Control>
          {canReply(comment, viewer, contest) && (
            <Control onClick={() => onReplyTo(targetOf(comment))} testId="reply">
              {t('reply')}
            </Control>
          )}
          {canDelete(comment, viewer, contest) && <DeleteControl question={t('confirmDeleteComment')} onConfirm={() => void actions.remove(comment)} />}
        </Group>
        <Stack gap={0} mt={6} pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          {replies.map((r) => (
            <Box key={r.id} py={6} data-testid="reply-item">
              <Group gap={6} wrap="nowrap">
                <UserLink uid={r.fromUid} name={r.fromName} avatar={r.fromAvatar} size={24} />
                <TitleTag name={r.fromTitleName ?? null} color={r.fromTitleColor ?? null} />
                <RoleBadge role={r.fromRole} />
                <Text size="sm">{t('replyTo')}</Text>
                <Anchor component={Link} to={userHomePath({ uid: r.toUid, username: r.toName })} size="sm">
                  @{r.toName}
                </Anchor>
              </Group>
              <Box ml={30} py={4}>
                <Markdown source={r.content} />
              </Box>
              <Group gap={4} ml={30}>
                <Text size="xs" c="dimmed">
                  <RelativeTime iso={r.gmtCreate} />
                </Text>
                <Control onClick={() => onReplyTo(targetOf(comment, r))} testId="reply">
                  {t('reply')}
                </Control>
                {canDelete(r, viewer, contest) && <DeleteControl question={t('confirmDeleteReply')} onConfirm={() => void actions.removeReply(r)} />}
              </Group>
            </Box>
          ))}
          {comment.totalReplyNum > FOLDED_REPLIES && (
            <Text size="sm" py={6} data-testid="reply-fold">
              {t('replyTotal', { count: comment.totalReplyNum })}{' '}
              <Anchor component="button" size="sm" onClick={() => setExpanded((v) => !v)} data-testid="toggle-replies">
                {expanded ? t('pickUp') : t('showAll')}
              </Anchor>
            </Text>
          )}
          {replyBox}
        </Stack>
      </Box>
    </Box>
  );
}
