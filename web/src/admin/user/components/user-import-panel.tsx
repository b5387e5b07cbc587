import { Alert, Button, FileButton, Group, List, Stack, Table, Text } from '@mantine/core';
import { IMPORT_COLUMNS, parseCsv } from '@oj/shared/domain/user-import';
import { UserRowsBody, type BatchPreview } from '@oj/shared/schemas/user-batch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-button.tsx';
import { Pager, usePaging } from '../../../components/pager.tsx';
import { ApiError } from '../../../lib/http.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { ADMIN_USER_KEY, importUserRows, previewUserRows } from '../api/admin-user-api.ts';
import { BatchJobProgress, RowProblemTable } from './batch-job-progress.tsx';

interface Loaded {
  fileName: string;
  rows: string[][];
  preview: BatchPreview;
}

/** The file's rows, a page at a time, a row with a problem marked. */
function RowsTable({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation('adminUser');
  const paging = usePaging(10);
  const bad = new Set(loaded.preview.problems.map((p) => p.row));
  const first = (paging.page - 1) * paging.size;
  return (
    <>
      <Table.ScrollContainer minWidth={800}>
        <Table striped data-testid="import-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('batch.row')}</Table.Th>
              {IMPORT_COLUMNS.map((c) => (
                <Table.Th key={c}>{t(`batch.column.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loaded.rows.slice(first, first + paging.size).map((cells, i) => (
              <Table.Tr key={first + i} bg={bad.has(first + i + 1) ? 'var(--mantine-color-red-light)' : undefined} data-testid="import-row">
                <Table.Td>{first + i + 1}</Table.Td>
                {IMPORT_COLUMNS.map((c, col) => (
                  <Table.Td key={c}>{cells[col] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager total={loaded.rows.length} page={paging.page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} />
    </>
  );
}

/**
 * Spec 002 section 5 "User import": a UTF-8 CSV of seven columns (username and password required; email, real name,
 * gender, nickname, school optional; gender male/0 or female/1, otherwise secrecy). The API's preview lists every
 * row's problems before anything is written; the import then runs as a job with a progress bar and a per-row
 * report, a refused row skipped.
 */
export function UserImportPanel() {
  const { t } = useTranslation('adminUser');
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const preview = useMutation({
    mutationFn: async (file: File) => {
      const rows = parseCsv(await file.text());
      const checked = UserRowsBody.safeParse({ users: rows });
      if (!checked.success) throw new Error(checked.error.issues[0]!.message);
      return { fileName: file.name, rows, preview: await previewUserRows(rows) };
    },
    onSuccess: setLoaded,
    // The API's refusals are shown by the client already.
    onError: (err) => !(err instanceof ApiError) && toast.warning(translateMessage(err.message)),
  });
  const start = useMutation({
    mutationFn: () => importUserRows(loaded!.rows),
    onSuccess: (job) => {
      setJobId(job.id);
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_USER_KEY, 'list'] });
    },
  });
  const pick = (file: File | null) => {
    if (!file) return;
    if (!/\.csv$/i.test(file.name)) return toast.warning(t('batch.notCsv', { file: file.name }));
    setLoaded(null);
    setJobId(null);
    preview.mutate(file);
  };
  const clear = () => {
    setLoaded(null);
    setJobId(null);
  };
  const problems = loaded?.preview.problems ?? [];
  return (
    <Stack data-testid="user-import">
      <List size="sm" type="ordered">
        <List.Item>{t('batch.importHint.format')}</List.Item>
        <List.Item>{t('batch.importHint.columns')}</List.Item>
        <List.Item>{t('batch.importHint.gender')}</List.Item>
        <List.Item>{t('batch.importHint.limit')}</List.Item>
      </List>
      <Group>
        <FileButton onChange={pick} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} loading={preview.isPending} disabled={start.isPending} data-testid="choose-csv">
              {t('batch.chooseFile')}
            </Button>
          )}
        </FileButton>
        {loaded && (
          <Button variant="default" onClick={clear} data-testid="clear-import">
            {t('batch.clear')}
          </Button>
        )}
      </Group>
      {loaded && (
        <>
          <Alert color={problems.length ? 'orange' : 'green'} variant="light" data-testid="import-summary">
            {t('batch.previewSummary', { file: loaded.fileName, total: loaded.preview.total, valid: loaded.preview.valid, bad: loaded.preview.total - loaded.preview.valid })}
          </Alert>
          <RowsTable loaded={loaded} />
          {problems.length > 0 && (
            <>
              <Text fw={500}>{t('batch.problems')}</Text>
              <RowProblemTable problems={problems} data-testid="preview-problems" />
            </>
          )}
          {!jobId && (
            <Group>
              <Button onClick={() => (problems.length ? setAsking(true) : start.mutate())} disabled={loaded.preview.valid === 0} loading={start.isPending} data-testid="start-import">
                {t('batch.import', { count: loaded.preview.valid })}
              </Button>
            </Group>
          )}
        </>
      )}
      {jobId && <BatchJobProgress id={jobId} />}
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        color="orange"
        question={t('batch.skipQuestion', { count: loaded ? loaded.preview.total - loaded.preview.valid : 0 })}
        onConfirm={() => start.mutate()}
      />
    </Stack>
  );
}
