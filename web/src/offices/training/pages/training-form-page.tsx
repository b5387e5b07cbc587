import { Alert, Anchor, Button, Card, Center, Group, Loader, NumberInput, PasswordInput, Radio, Select, Stack, Switch, TextInput, Title } from '@mantine/core';
import { TRAINING_RANK_MAX } from '@oj/shared/schemas/training';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';
import { useSetForm } from '../../components/set-form.ts';
import { bankTrainingQuery, categoriesQuery, useTrainingBank, type Category } from '../api/admin-training-api.ts';
import { checkTrainingForm, EMPTY_TRAINING_FORM, formOfTraining, trainingBody, type TrainingForm } from '../training-form.ts';
import { TRAINING_CATEGORY_PATH, TRAINING_LIST_PATH } from '../paths.ts';

/** Spec 002 section 5: without a category no training can be saved, so the form sends the admin to make one. */
function NoCategoryAlert() {
  const { t } = useTranslation('adminTraining');
  return (
    <Alert color="orange" title={t('form.noCategoryTitle')} data-testid="no-category-alert">
      {t('form.noCategory')}{' '}
      <Anchor component={Link} to={TRAINING_CATEGORY_PATH} data-testid="to-categories">
        {t('form.toCategories')}
      </Anchor>
    </Alert>
  );
}

function FormCard({ initial, categories, listPath }: { initial: TrainingForm; categories: Category[]; listPath: string }) {
  const { t } = useTranslation('adminTraining');
  const bank = useTrainingBank();
  const { form, set, editing, error, submit, saving } = useSetForm({
    kind: 'training',
    initial,
    check: checkTrainingForm,
    send: (f) => (f.id !== null ? bank.update(trainingBody(f)) : bank.create(trainingBody(f))),
    refresh: bank.key,
    listPath,
  });
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="md">
        {t(editing ? 'route.edit' : 'route.create')}
      </Title>
      <Stack data-testid="training-form">
        {categories.length === 0 && <NoCategoryAlert />}
        <TextInput label={t('form.title')} required value={form.title} onChange={(e) => set({ title: e.currentTarget.value })} error={error('title')} data-testid="training-title" />
        <MarkdownEditor minRows={8} label={t('form.description')} required value={form.description} onChange={(description) => set({ description })} data-testid="training-description" />
        {error('description') && (
          <Alert color="red" variant="light" py={4} data-testid="description-error">
            {error('description')}
          </Alert>
        )}
        <Group grow align="flex-start">
          <NumberInput
            label={t('form.rank')}
            description={t('form.rankHint', { max: TRAINING_RANK_MAX })}
            required
            min={0}
            max={TRAINING_RANK_MAX}
            allowDecimal={false}
            value={form.rank}
            onChange={(v) => set({ rank: typeof v === 'number' ? v : v === '' ? '' : Number(v) })}
            error={error('rank')}
            data-testid="training-rank"
          />
          <Select
            label={t('form.category')}
            required
            data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            value={form.categoryId === null ? null : String(form.categoryId)}
            onChange={(v) => set({ categoryId: v ? Number(v) : null })}
            error={error('categoryId')}
            data-testid="training-category"
          />
        </Group>
        <Group align="flex-start" gap="xl">
          <Radio.Group label={t('form.auth')} required value={form.auth} onChange={(v) => set({ auth: v === 'Private' ? 'Private' : 'Public' })}>
            <Group mt={6}>
              <Radio value="Public" label={t('auth.Public')} data-testid="auth-public" />
              <Radio value="Private" label={t('auth.Private')} data-testid="auth-private" />
            </Group>
          </Radio.Group>
          {form.auth === 'Private' && (
            <PasswordInput
              label={t('form.password')}
              required
              value={form.privatePwd}
              onChange={(e) => set({ privatePwd: e.currentTarget.value })}
              error={error('privatePwd')}
              w={260}
              data-testid="training-password"
            />
          )}
          <Switch label={t('form.visible')} checked={form.status} onChange={(e) => set({ status: e.currentTarget.checked })} mt={28} data-testid="training-visible" />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={listPath}>
            {t('common.back')}
          </Button>
          <Button onClick={submit} loading={saving} data-testid="save-training">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The training form of TrainingBankContext's bank: a new training (tid null) or one read fresh; back to listPath once saved. */
export function TrainingEditor({ tid, listPath }: { tid: number | null; listPath: string }) {
  const bank = useTrainingBank();
  const existing = useQuery({ ...bankTrainingQuery(bank, tid ?? 0), enabled: tid !== null });
  const categories = useQuery(categoriesQuery());
  if (!categories.data || (tid !== null && !existing.data))
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const initial = existing.data ? formOfTraining(existing.data.training, existing.data.trainingCategory) : EMPTY_TRAINING_FORM;
  return <FormCard key={tid ?? 'new'} initial={initial} categories={categories.data} listPath={listPath} />;
}

/** /admin/training/create and /admin/training/:trainingId/edit. */
export function TrainingFormPage() {
  const param = useParams().trainingId;
  return <TrainingEditor tid={param ? Number(param) : null} listPath={TRAINING_LIST_PATH} />;
}
