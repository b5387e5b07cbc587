import { Anchor, Badge, Group, NumberInput, Table, Text } from '@mantine/core';
import { ApplyPublicProgress } from '@oj/shared/schemas/group-problem';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { localDateTime } from '../../../lib/format.ts';
import { ListCard, ListTable } from '../../../components/list-card.tsx';
import { ConfirmedChangeButton } from '../../../components/list-change.tsx';
import { useListParams } from '../../../components/list-params.ts';
import { ListSearch } from '../../../components/list-search.tsx';
import { ADMIN_PROBLEM_KEY } from '../../../offices/problem/api/admin-problem-api.ts';
import { changeGroupProblemProgress, groupProblemReviewQuery, type GroupProblemReviewRow } from '../api/group-problem-review-api.ts';
import { problemEditPath } from '../../../offices/problem/paths.ts';

const PAGE_SIZE = 10;

/** Each progress's tag: its label under groupReview.progress and its colour. */
const PROGRESS_TAGS: Record<number, { label: string; color: string }> = {
  [ApplyPublicProgress.APPLYING]: { label: 'groupReview.progress.applying', color: 'yellow' },
  [ApplyPublicProgress.PUBLIC]: { label: 'groupReview.progress.public', color: 'green' },
  [ApplyPublicProgress.REFUSED]: { label: 'groupReview.progress.refused', color: 'red' },
};

/** A group id typed in the filter: a positive whole number, or none. */
const groupIdOf = (v: string | null) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

/** The group filter kept in the query string (gid) beside the list's keyword and page; a new filter goes back to the first page. */
const useGroupFilter = () => {
  const [params, setParams] = useSearchParams();
  const gid = groupIdOf(params.get('gid'));
  const apply = (keyword: string, typedGid: number | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('currentPage');
    if (keyword.trim()) next.set('keyword', keyword.trim());
    else next.delete('keyword');
    if (typedGid) next.set('gid', String(typedGid));
    else next.delete('gid');
    setParams(next);
  };
  return { gid, apply };
};

/** The reviewer's answers to a request: each button's colour, texts (under groupReview) and test id. */
const ANSWERS = [
  { progress: ApplyPublicProgress.PUBLIC, color: 'green', label: 'accept', question: 'acceptQuestion', done: 'accepted', testId: 'accept-group-problem' },
  { progress: ApplyPublicProgress.REFUSED, color: 'red', label: 'refuse', question: 'refuseQuestion', done: 'refusedDone', testId: 'refuse-group-problem' },
] as const;

/** Accept (the problem joins the public bank and leaves its group) and Refuse, each after a question; only while applying. */
function ReviewActions({ row }: { row: GroupProblemReviewRow }) {
  const { t } = useTranslation('adminProblem');
  if (row.applyPublicProgress !== ApplyPublicProgress.APPLYING) return null;
  return (
    <Group gap={6}>
      {ANSWERS.map((a) => (
        <ConfirmedChangeButton
          key={a.progress}
          size="compact-xs"
          color={a.color}
          question={t(`groupReview.${a.question}`, { title: row.title })}
          call={() => changeGroupProblemProgress(row.id, a.progress)}
          done={t(`groupReview.${a.done}`)}
          refresh={ADMIN_PROBLEM_KEY}
          data-testid={a.testId}
        >
          {t(`groupReview.${a.label}`)}
        </ConfirmedChangeButton>
      ))}
    </Group>
  );
}

function ReviewRow({ row }: { row: GroupProblemReviewRow }) {
  const { t } = useTranslation('adminProblem');
  const tag = PROGRESS_TAGS[row.applyPublicProgress];
  return (
    <Table.Tr data-testid="group-problem-review-row">
      <Table.Td>
        <Anchor component={Link} to={problemEditPath(row.id)} size="sm">
          {row.id}
        </Anchor>
      </Table.Td>
      <Table.Td>{row.problemId}</Table.Td>
      <Table.Td>{row.title}</Table.Td>
      <Table.Td>
        <Text size="sm">{row.groupName ?? t('groupReview.groupGone')}</Text>
        <Text size="xs" c="dimmed">
          {t('groupReview.gid', { gid: row.gid })}
        </Text>
      </Table.Td>
      <Table.Td>{row.author}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={tag?.color ?? 'gray'} data-testid="group-problem-progress">
          {tag ? t(tag.label) : row.applyPublicProgress}
        </Badge>
      </Table.Td>
      <Table.Td>{localDateTime(row.gmtModified)}</Table.Td>
      <Table.Td>
        <ReviewActions row={row} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Spec 002 2.12 group-problem/apply: the group problems offered to the public bank with their progress (section 4:
 * applying, then public or refused), by keyword and group id; a reviewer accepts or refuses the ones still applying.
 */
export function GroupProblemReviewPage() {
  const { t } = useTranslation('adminProblem');
  const { keyword, page, limit, setPage, setLimit } = useListParams(PAGE_SIZE);
  const { gid, apply } = useGroupFilter();
  const [typedGid, setTypedGid] = useState<number | string>(gid ?? '');
  const list = useQuery(groupProblemReviewQuery({ currentPage: page, limit, keyword: keyword || undefined, gid }));
  const records = list.data?.records ?? [];
  const search = (typed: string) => apply(typed, typeof typedGid === 'number' ? typedGid : undefined);
  return (
    <ListCard
      title={t('route.groupReview')}
      hint={t('groupReview.hint')}
      minWidth={1000}
      empty={!list.isPending && records.length === 0}
      pager={{ total: list.data?.total ?? 0, page, size: limit, onPage: setPage, onSize: setLimit }}
      actions={
        <>
          <NumberInput
            w={140}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            placeholder={t('groupReview.gidFilter')}
            aria-label={t('groupReview.gidFilter')}
            value={typedGid}
            onChange={setTypedGid}
            onKeyDown={(e) => e.key === 'Enter' && search(keyword)}
            data-testid="group-review-gid"
          />
          <ListSearch keyword={keyword} onSearch={search} data-testid="group-review-search" />
        </>
      }
    >
      <ListTable
        data-testid="group-problem-review-table"
        head={
          <>
            <Table.Th>{t('list.id')}</Table.Th>
            <Table.Th>{t('list.displayId')}</Table.Th>
            <Table.Th>{t('list.title')}</Table.Th>
            <Table.Th>{t('groupReview.group')}</Table.Th>
            <Table.Th>{t('list.author')}</Table.Th>
            <Table.Th>{t('groupReview.progressColumn')}</Table.Th>
            <Table.Th>{t('list.modified')}</Table.Th>
            <Table.Th w={170}>{t('list.options')}</Table.Th>
          </>
        }
      >
        {records.map((row) => (
          <ReviewRow key={row.id} row={row} />
        ))}
      </ListTable>
    </ListCard>
  );
}
