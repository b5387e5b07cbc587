import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { commentsQuery, type CommentSource, type ReplyTarget } from '../api/comments-api.ts';
import { flattenComments } from '../comment-cache.ts';
import type { ContestSide } from '../comment-rules.ts';
import { useCommentActions } from '../use-comment-actions.ts';
import { CommentBox } from './comment-box.tsx';
import { CommentItem } from './comment-item.tsx';

interface ReplyDraft {
  target: ReplyTarget;
  text: string;
}

/** The banner over a contest's Q&A: three tips on what to ask there. */
function ContestTips() {
  const { t } = useTranslation('comments');
  return (
    <Alert color="cyan" variant="filled" title={t('contestTips.title')} data-testid="contest-tips">
      <Stack gap={2}>
        {[1, 2, 3].map((n) => (
          <Text key={n} size="sm">
            {n}. {t(`contestTips.tip${n}` as 'contestTips.tip1')}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * Spec 001 section 2.8: the comment area of a discussion or of a contest's Q&A (with the contest's rules for who
 * may answer and delete): the comment box, the total, the comments with their replies, and 'load more'.
 */
export function CommentArea({ source, contest }: { source: CommentSource; contest: ContestSide | null }) {
  const { t } = useTranslation('comments');
  const { user } = useSession();
  const query = useInfiniteQuery(commentsQuery(source, user?.uid ?? null));
  const { comments, liked, total } = flattenComments(query.data);
  const actions = useCommentActions(source);
  const [own, setOwn] = useState('');
  const [posting, setPosting] = useState(false);
  const [draft, setDraft] = useState<ReplyDraft | null>(null);
  const [replying, setReplying] = useState(false);

  const post = async () => {
    setPosting(true);
    if (await actions.post(own)) setOwn('');
    setPosting(false);
  };
  const sendReply = async () => {
    if (!draft) return;
    setReplying(true);
    if (await actions.reply(draft.target, draft.text)) setDraft(null);
    setReplying(false);
  };

  return (
    <Stack gap="md">
      {source.cid !== null && <ContestTips />}
      <Card withBorder padding="lg">
        <CommentBox value={own} onChange={setOwn} onSubmit={() => void post()} submitLabel={t('submitComment')} placeholder={`${t('placeholder')}~😘`} pending={posting} rows={6} testId="comment-input" />
        <Group gap={6} mt="lg" mb="xs" style={{ borderLeft: '4px solid var(--mantine-color-blue-5)', paddingLeft: 10 }}>
          <Title order={4}>{t('allComments')}</Title>
          <Text c="dimmed" data-testid="comment-total">
            {total}
          </Text>
        </Group>
        {query.isPending ? (
          <Center py="lg">
            <Loader size="sm" />
          </Center>
        ) : comments.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('empty')}
          </Text>
        ) : (
          comments.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              liked={liked[c.id] === true}
              viewer={user}
              contest={contest}
              cid={source.cid}
              actions={actions}
              onReplyTo={(target) => setDraft({ target, text: '' })}
              replyBox={
                draft?.target.commentId === c.id && (
                  <CommentBox
                    value={draft.text}
                    onChange={(text) => setDraft({ ...draft, text })}
                    onSubmit={() => void sendReply()}
                    onCancel={() => setDraft(null)}
                    submitLabel={t('ok')}
                    placeholder={draft.target.quoteType === 'Reply' ? `@${draft.target.toName}` : t('placeholder')}
                    pending={replying}
                    rows={4}
                    testId="reply-input"
                  />
                )
              }
            />
          ))
        )}
      </Card>
      {query.hasNextPage && (
        <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="load-more">
          {t('loadMore')}
        </Button>
      )}
    </Stack>
  );
}
