import { Alert, Button, Card, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-button.tsx';
import { Markdown } from '../../components/markdown.tsx';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { categoriesQuery, discussionQuery, likeDiscussion } from './api/discussion-api.ts';
import type { DiscussionDetail } from '@oj/shared/schemas/community';
import { DiscussionDialog, type DiscussionEditing } from './components/discussion-dialog.tsx';
import { DiscussionAuthor, DiscussionFacts } from './components/discussion-meta.tsx';
import { ReportDialog } from './components/report-dialog.tsx';
import { useDiscussionBoard } from './discussion-board.ts';

const editingOf = (d: DiscussionDetail): DiscussionEditing => ({
  id: d.id,
  pid: d.pid,
  form: { title: d.title, description: d.description, categoryId: d.categoryId, content: d.content, topPriority: d.topPriority },
});

/**
 * Spec 001 section 2.11: one discussion (/discussion-detail/:discussionID, or a group's under /group/{gid}, spec 002
 * 2.8, through the group's board) with its sanitised content, counts, like,
 * report, edit and delete for the author and admins, pin for admins; its comment area is the child route's page.
 */
export function DiscussionDetailPage() {
  const { t } = useTranslation('discussion');
  const board = useDiscussionBoard();
  const did = Number(useParams().discussionID);
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { user } = useSession();
  const query = useQuery({ ...discussionQuery(did, user?.uid ?? null), enabled: Number.isInteger(did) && did > 0 });
  const categories = useQuery(categoriesQuery).data ?? [];
  const [editing, setEditing] = useState<DiscussionEditing | null>(null);
  const [reporting, setReporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const d = query.data;
  const openEdit = (location.state as { edit?: boolean } | null)?.edit === true;
  useEffect(() => {
    if (d && openEdit && board.mayEdit(d, user)) setEditing(editingOf(d));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open the editor once per discussion, not on every refetch
  }, [d?.id, openEdit]);

  if (query.isPending && query.fetchStatus !== 'idle')
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!d)
    return (
      <Alert color="red" variant="light" data-testid="discussion-unavailable">
        {t('unavailable')}
      </Alert>
    );

  const change = (next: Partial<DiscussionDetail>) => {
    client.setQueryData(discussionQuery(did, user?.uid ?? null).queryKey, { ...d, ...next });
    void client.invalidateQueries({ queryKey: board.listKey });
  };
  const loggedIn = () => {
    if (user) return true;
    toast.warning(translateMessage('Please_login_first'));
    openAuthModal('login');
    return false;
  };
  const attempt = async (call: () => Promise<unknown>) => {
    try {
      await call();
    } catch {
      // the HTTP client has shown the failure
    }
  };
  const like = () =>
    loggedIn() &&
    void attempt(async () => {
      await likeDiscussion(did, !d.hasLike);
      change({ hasLike: !d.hasLike, likeNum: Math.max(0, d.likeNum + (d.hasLike ? -1 : 1)) });
      toast.success(t(d.hasLike ? 'messages.unliked' : 'messages.liked'));
    });
  const pin = () =>
    void attempt(async () => {
      await board.pin(d, !d.topPriority);
      change({ topPriority: !d.topPriority });
      toast.success(t('messages.updated'));
    });
  const remove = () =>
    void attempt(async () => {
      await board.remove(did);
      toast.success(t('messages.deleted'));
      void client.invalidateQueries({ queryKey: board.listKey });
      void navigate(board.listPath(), { replace: true });
    });

  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Group gap="sm" align="center">
          <Title order={2} data-testid="discussion-title" style={{ wordBreak: 'break-word' }}>
            {d.title}
          </Title>
          {d.pid && (
            <Button component={Link} to={board.problemPath(d.pid)} size="compact-sm" variant="light" data-testid="discussion-problem">
              {t('goToProblem')}
            </Button>
          )}
        </Group>
        <Group gap="md" mt="sm" wrap="wrap" justify="space-between">
          <Group gap="md" wrap="wrap">
            <DiscussionAuthor d={d} size={26} />
            <DiscussionFacts
              d={d}
              category={{ name: d.categoryName ?? categories.find((c) => c.id === d.categoryId)?.name ?? '-', to: board.listPath(undefined, { categoryId: d.categoryId }) }}
              withComments={false}
            />
          </Group>
          <Group gap="xs">
            <Button size="compact-sm" variant={d.hasLike ? 'filled' : 'light'} color="orange" onClick={like} data-testid="like-discussion" data-liked={d.hasLike || undefined}>
              {d.hasLike ? t('liked') : t('like')}
            </Button>
            <Button size="compact-sm" variant="light" color="green" onClick={() => loggedIn() && setReporting(true)} data-testid="report-discussion">
              {t('report.title')}
            </Button>
            {board.mayPin(user) && (
              <Button size="compact-sm" variant="light" color="red" onClick={pin} data-testid="pin-discussion">
                {d.topPriority ? t('unpin') : t('pin')}
              </Button>
            )}
            {board.mayEdit(d, user) && (
              <Button size="compact-sm" variant="light" onClick={() => setEditing(editingOf(d))} data-testid="edit-discussion">
                {t('edit')}
              </Button>
            )}
            {board.mayDelete(d, user) && (
              <Button size="compact-sm" variant="light" color="red" onClick={() => setDeleting(true)} data-testid="delete-discussion">
                {t('delete')}
              </Button>
            )}
          </Group>
        </Group>
      </Card>
      <Card withBorder padding="lg" data-testid="discussion-content">
        <Markdown source={d.content} />
      </Card>
      <Outlet />
      <DiscussionDialog
        editing={editing}
        onChange={(form) => setEditing((e) => e && { ...e, form })}
        onClose={() => setEditing(null)}
        onSaved={({ title, description, content, categoryId, topPriority }) => {
          setEditing(null);
          change({ title, description, content, categoryId, topPriority: topPriority ?? d.topPriority, categoryName: categories.find((c) => c.id === categoryId)?.name ?? d.categoryName });
        }}
        categories={categories}
      />
      <ReportDialog did={did} opened={reporting} onClose={() => setReporting(false)} />
      <ConfirmDialog opened={deleting} onClose={() => setDeleting(false)} question={t('confirmDelete')} onConfirm={remove} />
    </Stack>
  );
}
