import { Alert, Button, Group, Modal, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { ContestType } from '@oj/shared/enums';
import { AddProblemFromPublicBody } from '@oj/shared/schemas/admin-contest';
import type { AdminContestProblemRow, AdminContestView } from '@oj/shared/schemas/admin-contest-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, usePaging } from '../../../components/pager.tsx';
import { toast } from '../../../lib/toast.ts';
import { ADMIN_CONTEST_KEY, addProblemFromPublic, contestProblemListQuery } from '../api/admin-contest-api.ts';
import { formMessage } from '../form-message.ts';

const PAGE_SIZES = [10, 30, 50, 100];

/** Asks the display id a picked problem takes in the contest, and adds it. */
function DisplayIdPrompt({ cid, problem, onDone }: { cid: number; problem: AdminContestProblemRow; onDone: () => void }) {
  const { t } = useTranslation('adminContest');
  const queryClient = useQueryClient();
  const [displayId, setDisplayId] = useState('');
  const [problemText, setProblemText] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: addProblemFromPublic,
    onSuccess: () => {
      toast.success(t('problems.added'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_CONTEST_KEY });
      onDone();
    },
  });
  const submit = () => {
    const body = { cid, pid: problem.id, displayId };
    const checked = AddProblemFromPublicBody.safeParse(body);
    const message = checked.success ? null : (checked.error.issues[0]?.message ?? null);
    setProblemText(message);
    if (!message) add.mutate({ ...body, displayId: displayId.trim() });
  };
  return (
    <Paper withBorder p="sm" data-testid="display-id-prompt">
      <Group align="flex-end">
        <TextInput
          label={t('problems.askDisplayId', { problem: `${problem.problemId} ${problem.title}` })}
          value={displayId}
          onChange={(e) => setDisplayId(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
          error={problemText && formMessage(problemText)}
          data-autofocus
          data-testid="display-id"
          style={{ flex: 1 }}
        />
        <Button onClick={submit} loading={add.isPending} data-testid="confirm-add">
          {t('problems.add')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </Group>
    </Paper>
  );
}

/** Spec 002 2.5: the public problems of the contest's rule that are not in it yet, searchable, each added under a display id. */
export function AddPublicProblemDialog({ contest, opened, onClose }: { contest: AdminContestView; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('adminContest');
  const paging = usePaging(PAGE_SIZES[0]!);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<AdminContestProblemRow | null>(null);
  const list = useQuery({
    ...contestProblemListQuery({ cid: contest.id, problemType: contest.type, keyword: keyword || undefined, currentPage: paging.page, limit: paging.size }),
    enabled: opened,
  });
  const search = () => {
    setKeyword(typed.trim());
    paging.setPage(1);
  };
  const rows = list.data?.problemList.records ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('problems.addFromPublic')} size="90%" data-testid="add-public-dialog">
      <Stack>
        <Alert color="red" variant="light">
          {t(contest.type === ContestType.OI ? 'problems.oiHint' : 'problems.acmHint')}
        </Alert>
        <Group>
          <TextInput
            placeholder={t('common.search')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && search()}
            data-testid="public-search"
          />
          <Button variant="default" onClick={search}>
            {t('common.searchButton')}
          </Button>
        </Group>
        {picked && <DisplayIdPrompt key={picked.id} cid={contest.id} problem={picked} onDone={() => setPicked(null)} />}
        <Table striped data-testid="public-problems">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('problems.problemId')}</Table.Th>
              <Table.Th>{t('common.title')}</Table.Th>
              <Table.Th>{t('common.options')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id} data-testid="public-problem-row">
                <Table.Td>{p.problemId}</Table.Td>
                <Table.Td>{p.title}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" onClick={() => setPicked(p)} data-testid="pick-problem">
                    {t('problems.add')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!list.isPending && rows.length === 0 && (
          <Text c="dimmed" ta="center">
            {t('common.empty')}
          </Text>
        )}
        <Pager total={list.data?.problemList.total ?? 0} page={paging.page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} sizes={PAGE_SIZES} />
      </Stack>
    </Modal>
  );
}
