import { Anchor, Breadcrumbs, Button, Card, Center, Grid, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-button.tsx';
import { KeywordFilter } from '../../components/keyword-filter.tsx';
import { openAuthModal } from '../../lib/auth-modal.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useGroupScope } from '../../lib/group-scope.ts';
import { categoriesQuery, DISCUSSION_PAGE_SIZE } from './api/discussion-api.ts';
import type { Discussion } from '@oj/shared/schemas/community';
import { CategoryPanel } from './components/category-panel.tsx';
import { DiscussionCard } from './components/discussion-card.tsx';
import { DiscussionDialog, type DiscussionEditing } from './components/discussion-dialog.tsx';
import { GroupDiscussionAdmin } from './components/group-discussion-admin.tsx';
import { boardListQuery, useDiscussionBoard } from './discussion-board.ts';
import { changeDiscussionFilters, discussionFiltersToSearch, readDiscussionFilters, type DiscussionFilters } from './discussion-filters.ts';
import { emptyDiscussionForm } from './discussion-form.ts';

/**
 * Spec 001 section 2.11: the site's discussions (/discussion) or one problem's (/discussion/:problemID), ten a page,
 * pinned first; in a group's Discussion tab (spec 002 2.8) the group's, through the group's board, without the site's
 * keyword, category and own-posts filters, and for group admins an admin toggle (?admin=1) to the admin table.
 */
export function DiscussionListPage() {
  const admin = useGroupScope()?.admin === true;
  const [params] = useSearchParams();
  return admin && params.get('admin') === '1' ? <GroupDiscussionAdmin /> : <DiscussionList groupAdmin={admin} />;
}

function DiscussionList({ groupAdmin }: { groupAdmin: boolean }) {
  const { t } = useTranslation('discussion');
  const board = useDiscussionBoard();
  const pid = useParams().problemID;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSession();
  const filters = readDiscussionFilters(params);
  const apply = (next: DiscussionFilters) => setParams(discussionFiltersToSearch(next));
  const change = (c: Partial<Omit<DiscussionFilters, 'page'>>) => apply(changeDiscussionFilters(filters, c));
  const categories = useQuery(categoriesQuery).data ?? [];
  const { data, isPending } = useQuery(boardListQuery(board, filters, pid, user?.uid ?? null));
  // A new post's draft outlives the dialog being closed, like a half-written letter left on the desk.
  const [draft, setDraft] = useState<DiscussionEditing>({ id: null, pid: pid ?? null, form: emptyDiscussionForm() });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Discussion | null>(null);

  const nameOf = (id: number) => categories.find((c) => c.id === id)?.name;
  const pathOf = (categoryId: number | null) => board.listPath(pid, { categoryId, onlyMine: filters.onlyMine });
  const openPost = () => {
    if (!user) {
      toast.warning(translateMessage('Please_login_first'));
      openAuthModal('login');
      return;
    }
    setDraft((d) => ({ ...d, pid: pid ?? null }));
    setDialogOpen(true);
  };
  const refresh = () => client.invalidateQueries({ queryKey: board.listKey });
  const remove = async (d: Discussion) => {
    try {
      await board.remove(d.id);
      toast.success(t('messages.deleted'));
      void refresh();
    } catch {
      // the HTTP client has shown the failure
    }
  };
  const total = data?.total ?? 0;
  const mine = filters.onlyMine && user ? t('mine') : '';

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="sm">
          <Card withBorder padding="sm">
            <Group justify="space-between" wrap="wrap">
              <Breadcrumbs data-testid="discussion-breadcrumb">
                <Anchor component={Link} to={board.listPath(pid, { onlyMine: filters.onlyMine })} size="sm">
                  {mine}
                  {t('all')}
                  {filters.categoryId === null && ` (${total})`}
                </Anchor>
                {filters.categoryId !== null && <Text size="sm">{`${nameOf(filters.categoryId) ?? filters.categoryId} (${total})`}</Text>}
              </Breadcrumbs>
              {board.filters && <KeywordFilter keyword={filters.keyword} onSearch={(keyword) => change({ keyword })} label={t('keyword')} />}
            </Group>
          </Card>
          {isPending ? (
            <Center py="xl">
              <Loader />
            </Center>
          ) : data?.records.length ? (
            data.records.map((d) => (
              <DiscussionCard
                key={d.id}
                d={d}
                categoryName={nameOf(d.categoryId)}
                categoryTo={pathOf(d.categoryId)}
                viewer={user}
                onEdit={() => void navigate(board.detailPath(d.id), { state: { edit: true } })}
                onDelete={() => setDeleting(d)}
              />
            ))
          ) : (
            <Text c="dimmed" ta="center" py="xl" data-testid="discussion-empty">
              {t('empty')}
            </Text>
          )}
          <Group justify="flex-end">
            <Pagination total={Math.max(1, Math.ceil(total / DISCUSSION_PAGE_SIZE))} value={filters.page} onChange={(page) => apply({ ...filters, page })} />
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Stack gap="sm">
          <Button fullWidth onClick={openPost} data-testid="post-discussion">
            {pid ? t('postProblemDiscussion') : t('postDiscussion')}
          </Button>
          {groupAdmin && (
            <Button fullWidth color="green" component={Link} to="?admin=1" data-testid="discussion-admin">
              {t('group.admin')}
            </Button>
          )}
          {user && board.filters && (
            <Button fullWidth color="red" variant="light" onClick={() => change({ onlyMine: !filters.onlyMine })} data-testid="only-mine">
              {filters.onlyMine ? t('all') : t('mine')}
            </Button>
          )}
          {pid && (
            <>
              <Button fullWidth color="green" variant="light" component={Link} to={board.listPath()} data-testid="general-discussions">
                {t(board.gid === null ? 'general' : 'group.backToList')}
              </Button>
              <Button fullWidth color="orange" variant="light" component={Link} to={board.problemPath(pid)} data-testid="back-to-problem">
                {t('backToProblem', { pid })}
              </Button>
            </>
          )}
          {board.filters && <CategoryPanel categories={categories} pathOf={pathOf} current={filters.categoryId} />}
        </Stack>
      </Grid.Col>
      <DiscussionDialog
        editing={dialogOpen ? draft : null}
        onChange={(form) => setDraft((d) => ({ ...d, form }))}
        onClose={() => setDialogOpen(false)}
        onSaved={() => {
          setDialogOpen(false);
          setDraft({ id: null, pid: pid ?? null, form: emptyDiscussionForm() });
          void refresh();
        }}
        categories={categories}
      />
      <ConfirmDialog opened={deleting !== null} onClose={() => setDeleting(null)} question={t('confirmDelete')} onConfirm={() => deleting && void remove(deleting)} />
    </Grid>
  );
}
