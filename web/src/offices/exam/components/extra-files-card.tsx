import { Button, Card, Group, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { ExamExtraFileBody } from '@oj/shared/schemas/exam';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { extraFilesQuery } from '../api/admin-exam-api.ts';
import { useExamOffice } from '../api/exam-office.ts';

interface Draft {
  name: string;
  content: string;
}
const EMPTY: Draft = { name: '', content: '' };

/** The API's rules for a file (ExamExtraFileBody): the parsed body, or the first message of each field. */
const checkFile = (tid: number, draft: Draft) => {
  const checked = ExamExtraFileBody.safeParse({ tid, ...draft });
  if (checked.success) return { body: checked.data, errors: {} };
  const errors: Partial<Record<keyof Draft, string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'content') && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
};

/**
 * Spec 002 section 5 "Exam": the files given to the exam's participants, each a name and its text. Saving under a
 * listed name replaces that file (the API's upsert); a file is deleted after a question.
 */
export function ExtraFilesCard({ tid }: { tid: number }) {
  const { t } = useTranslation('adminExam');
  const queryClient = useQueryClient();
  const office = useExamOffice();
  const query = extraFilesQuery(tid);
  const files = useQuery(query);
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const refresh = () => queryClient.invalidateQueries({ queryKey: query.queryKey });
  const save = useMutation({
    mutationFn: office.saveExtraFile,
    onSuccess: () => {
      toast.success(t('files.saved'));
      setDraft(EMPTY);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (name: string) => office.deleteExtraFile(tid, name),
    onSuccess: () => {
      toast.success(t('files.deleted'));
      void refresh();
    },
  });
  const submit = () => {
    const { body, errors: found } = checkFile(tid, draft);
    setErrors(found);
    if (body) save.mutate(body);
    else toast.warning(translateMessage(Object.values(found)[0]!));
  };
  const edit = (next: Draft) => {
    setErrors({});
    setDraft(next);
  };
  const error = (field: keyof Draft) => errors[field] && translateMessage(errors[field]);
  const entries = Object.entries(files.data ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Card withBorder padding="lg" data-testid="extra-files">
      <Title order={5}>{t('files.title')}</Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('files.hint')}
      </Text>
      <Stack>
        {entries.length > 0 ? (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('files.name')}</Table.Th>
                <Table.Th>{t('files.size')}</Table.Th>
                <Table.Th>{t('common.options')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map(([name, content]) => (
                <Table.Tr key={name} data-testid="extra-file-row">
                  <Table.Td ff="monospace">{name}</Table.Td>
                  <Table.Td>{t('files.chars', { count: content.length })}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Button size="compact-xs" onClick={() => edit({ name, content })} data-testid="edit-file">
                        {t('files.edit')}
                      </Button>
                      <ConfirmButton size="compact-xs" color="red" question={t('files.deleteQuestion', { name })} onConfirm={() => remove.mutate(name)} data-testid="delete-file">
                        {t('files.delete')}
                      </ConfirmButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          !files.isPending && (
            <Text c="dimmed" size="sm">
              {t('files.empty')}
            </Text>
          )
        )}
        <TextInput label={t('files.name')} required value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} error={error('name')} data-testid="file-name" />
        <Textarea
          label={t('files.content')}
          required
          autosize
          minRows={4}
          maxRows={16}
          styles={{ input: { fontFamily: 'monospace' } }}
          value={draft.content}
          onChange={(e) => setDraft({ ...draft, content: e.currentTarget.value })}
          error={error('content')}
          data-testid="file-content"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => edit(EMPTY)}>
            {t('files.new')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="save-file">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
