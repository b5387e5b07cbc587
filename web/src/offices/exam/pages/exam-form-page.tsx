import { Alert, Button, Card, Center, Group, Loader, PasswordInput, Radio, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { EXAM_AUTHS } from '@oj/shared/db/items/exam';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';
import { formatDuration } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSetForm } from '../../components/set-form.ts';
import { officeExamQuery, useExamOffice } from '../api/exam-office.ts';
import { ExtraFilesCard } from '../components/extra-files-card.tsx';
import { checkExamForm, DURATION_CHOICES, EMPTY_EXAM_FORM, examBody, formOfExam, type ExamForm } from '../exam-form.ts';

/** Spec 002 section 5 "Exam": every field checked by the API's rules before sending, the first failure toasted, each under its field. */
function FormCard({ initial }: { initial: ExamForm }) {
  const { t } = useTranslation('adminExam');
  const office = useExamOffice();
  const { form, set, editing, error, submit, saving } = useSetForm({
    kind: 'exam',
    initial,
    check: checkExamForm,
    send: (f) => (f.id !== null ? office.update(examBody(f)) : office.create(examBody(f))),
    refresh: office.key,
    listPath: office.paths.list,
  });
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="md">
        {t(editing ? 'route.edit' : 'route.create')}
      </Title>
      <Stack data-testid="exam-form">
        <TextInput label={t('form.title')} required value={form.title} onChange={(e) => set({ title: e.currentTarget.value })} error={error('title')} data-testid="exam-title" />
        <MarkdownEditor minRows={8} label={t('form.description')} required value={form.description} onChange={(description) => set({ description })} data-testid="exam-description" />
        {error('description') && (
          <Alert color="red" variant="light" py={4} data-testid="description-error">
            {error('description')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <TextInput
            type="datetime-local"
            label={t('form.startTime')}
            required
            value={form.startTime}
            onChange={(e) => set({ startTime: e.currentTarget.value })}
            error={error('startTime')}
            data-testid="start-time"
          />
          <TextInput
            type="datetime-local"
            label={t('form.endTime')}
            required
            value={form.endTime}
            onChange={(e) => set({ endTime: e.currentTarget.value })}
            error={error('endTime')}
            data-testid="end-time"
          />
          <Select
            label={t('form.duration')}
            description={t('form.durationHint')}
            required
            allowDeselect={false}
            data={DURATION_CHOICES.map((s) => ({ value: String(s), label: formatDuration(s, currentLanguage()) }))}
            value={String(form.duration)}
            onChange={(v) => v !== null && set({ duration: Number(v) })}
            error={error('duration')}
            data-testid="exam-duration"
          />
        </SimpleGrid>
        <Group align="flex-start" gap="xl">
          <Radio.Group label={t('form.auth')} required value={String(form.auth)} onChange={(v) => set({ auth: v === String(EXAM_AUTHS.PRIVATE) ? EXAM_AUTHS.PRIVATE : EXAM_AUTHS.PUBLIC })}>
            <Group mt={6}>
              <Radio value={String(EXAM_AUTHS.PUBLIC)} label={t('form.open')} data-testid="auth-open" />
              <Radio value={String(EXAM_AUTHS.PRIVATE)} label={t('form.private')} data-testid="auth-private" />
            </Group>
          </Radio.Group>
          {form.auth === EXAM_AUTHS.PRIVATE && (
            <PasswordInput label={t('form.password')} required value={form.pwd} onChange={(e) => set({ pwd: e.currentTarget.value })} error={error('pwd')} w={260} data-testid="exam-password" />
          )}
          <Switch label={t('form.visible')} checked={form.visible} onChange={(e) => set({ visible: e.currentTarget.checked })} mt={28} data-testid="exam-visible" />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={office.paths.list}>
            {t('common.back')}
          </Button>
          <Button onClick={submit} loading={saving} data-testid="save-exam">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /admin/exam/create and /admin/exam/:timedWorkId/edit (a group's Exam tab names the exam it edits in `tid`); an exam
 * being edited also shows its extra files.
 */
export function ExamFormPage({ tid: given }: { tid?: number | undefined }) {
  const office = useExamOffice();
  const param = useParams().timedWorkId;
  const tid = given ?? (param ? Number(param) : null);
  const existing = useQuery({ ...officeExamQuery(office, tid ?? 0), enabled: tid !== null });
  // A refusal (not its author, no such exam) is the call's translated message.
  if (existing.isError)
    return (
      <Alert color="red" data-testid="exam-unavailable">
        {existing.error.message}
      </Alert>
    );
  if (tid !== null && !existing.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack>
      <FormCard key={tid ?? 'new'} initial={existing.data ? formOfExam(existing.data) : EMPTY_EXAM_FORM} />
      {tid !== null && <ExtraFilesCard tid={tid} />}
    </Stack>
  );
}
