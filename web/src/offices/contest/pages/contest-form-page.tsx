import { Alert, Button, Card, Divider, Group, Input, PasswordInput, Radio, SegmentedControl, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput, Title } from '@mantine/core';
import { AwardType, ContestAuth, ContestType, OI_RANK_SCORE_TYPES, RANK_SHOW_NAMES, SealChoice, type OiRankScoreType, type RankShowName } from '@oj/shared/enums';
import { sealChoicesFor } from '@oj/shared/domain/seal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { WithContest } from '../contest-param.tsx';
import { ApiError } from '../../../lib/http.ts';
import { currentLanguage, translateMessage } from '../../../lib/i18n.ts';
import { formatDuration } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useContestOffice } from '../api/contest-office.ts';
import { AccountRuleFields } from '../components/account-rule-fields.tsx';
import { AwardTable } from '../components/award-table.tsx';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';
import { addStarUsers, contestBody, contestBodyProblem, contestFormFrom, defaultAwards, durationOf, effectiveSealChoice, newContestForm, withSealDefault, type ContestForm } from '../contest-form.ts';

const SEAL_LABELS = {
  [SealChoice.LAST_HALF_HOUR]: 'form.sealHalfHour',
  [SealChoice.LAST_HOUR]: 'form.sealHour',
  [SealChoice.WHOLE_CONTEST]: 'form.sealWhole',
} as const;
const AUTH_LABELS = { [ContestAuth.PUBLIC]: 'auth.public', [ContestAuth.PRIVATE]: 'auth.private', [ContestAuth.PROTECTED]: 'auth.protected' } as const;
const AWARD_LABELS = { [AwardType.NONE]: 'form.awardNone', [AwardType.PROPORTION]: 'form.awardProportion', [AwardType.COUNT]: 'form.awardCount' } as const;

const useAwardNames = (): [string, string, string] => {
  const { t } = useTranslation('adminContest');
  return [t('form.gold'), t('form.silver'), t('form.bronze')];
};

/** Seconds as the read-only duration text; an end before the start reads as the API's time rule. */
function DurationText({ form }: { form: ContestForm }) {
  const { t } = useTranslation('adminContest');
  const seconds = durationOf(form);
  const text = seconds === null ? '' : seconds < 0 ? translateMessage('The contest must end after it starts') : formatDuration(seconds, currentLanguage());
  return <TextInput label={t('form.duration')} value={text} readOnly error={seconds !== null && seconds < 0} data-testid="contest-duration" />;
}

/** Spec 002 2.6 "Contest form fields": every setting of a contest, checked by the API's rules before it is sent. */
function ContestFormView({ initial }: { initial: ContestForm }) {
  const { t } = useTranslation('adminContest');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const office = useContestOffice();
  const awardNames = useAwardNames();
  const [form, setFormState] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  // An edit answers the message shown for the last attempt.
  const setForm = (change: (f: ContestForm) => ContestForm) => {
    setProblem(null);
    setFormState(change);
  };
  const set = (patch: Partial<ContestForm>) => setForm((f) => ({ ...f, ...patch }));
  const editing = form.id !== null;

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => (editing ? office.update(body) : office.create(body)),
    onSuccess: () => {
      toast.success(editing ? t('common.saved') : t('form.created'));
      void queryClient.invalidateQueries({ queryKey: office.key });
      void navigate(office.paths.list);
    },
    // The server's refusal is toasted by the call itself; it also stays by the button.
    onError: (err) => setProblem(err instanceof ApiError ? err.msg : String(err)),
  });

  const submit = () => {
    const body = contestBody(form);
    const broken = contestBodyProblem(body);
    setProblem(broken);
    if (broken) {
      toast.error(translateMessage(broken));
      return;
    }
    save.mutate(body);
  };

  const seconds = Math.max(0, durationOf(form) ?? 0);
  const allowedSeals = sealChoicesFor(seconds);
  const oi = form.type === ContestType.OI;

  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="md">
        {editing ? t('route.edit') : t('route.create')}
      </Title>
      <Stack gap="md" data-testid="contest-form">
        <TextInput label={t('form.title')} required value={form.title} onChange={(e) => set({ title: e.currentTarget.value })} data-testid="contest-title" />
        <MarkdownEditor minRows={8} label={t('form.description')} required value={form.description} onChange={(description) => set({ description })} data-testid="contest-description" />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <TextInput type="datetime-local" label={t('form.startTime')} required value={form.startTime} onChange={(e) => set({ startTime: e.currentTarget.value })} data-testid="start-time" />
          <TextInput type="datetime-local" label={t('form.endTime')} required value={form.endTime} onChange={(e) => set({ endTime: e.currentTarget.value })} data-testid="end-time" />
          <DurationText form={form} />
        </SimpleGrid>

        <Divider />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Radio.Group
            label={t('form.ruleType')}
            description={editing ? t('form.ruleFixed') : undefined}
            value={String(form.type)}
            onChange={(v) =>
              setForm((f) => {
                const next = { ...f, type: v === '1' ? ContestType.OI : ContestType.ACM };
                return f.sealRank ? withSealDefault(next) : next;
              })
            }
          >
            <Group mt={6}>
              <Radio value="0" label="ACM" disabled={editing} data-testid="rule-acm" />
              <Radio value="1" label="OI" disabled={editing} data-testid="rule-oi" />
            </Group>
          </Radio.Group>
          {oi && (
            <Radio.Group label={t('form.oiRankScoreType')} value={form.oiRankScoreType} onChange={(v) => set({ oiRankScoreType: v as OiRankScoreType })}>
              <Group mt={6}>
                {OI_RANK_SCORE_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(type === 'Recent' ? 'form.recent' : 'form.highest')} />
                ))}
              </Group>
            </Radio.Group>
          )}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Stack gap={4}>
            <Input.Label>{t('form.rank')}</Input.Label>
            <SegmentedControl
              value={form.sealRank ? 'sealed' : 'live'}
              onChange={(v) => setForm((f) => (v === 'sealed' ? withSealDefault({ ...f, sealRank: true }) : { ...f, sealRank: false }))}
              data={[
                { value: 'live', label: t('form.realTime') },
                { value: 'sealed', label: t('form.sealed') },
              ]}
              data-testid="seal-rank"
            />
          </Stack>
          {form.sealRank && (
            <Select
              label={t('form.sealTime')}
              value={String(effectiveSealChoice(form))}
              onChange={(v) => v !== null && set({ sealChoice: Number(v) as SealChoice })}
              allowDeselect={false}
              data={Object.values(SealChoice).map((c) => ({ value: String(c), label: t(SEAL_LABELS[c]), disabled: !allowedSeals.includes(c) }))}
              data-testid="seal-time"
            />
          )}
          {form.sealRank && <Switch mt={28} label={t('form.autoRealRank')} checked={form.autoRealRank} onChange={(e) => set({ autoRealRank: e.currentTarget.checked })} />}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Switch label={t('form.openRank')} checked={form.openRank} onChange={(e) => set({ openRank: e.currentTarget.checked })} data-testid="open-rank" />
          <Switch label={t('form.allowEndSubmit')} checked={form.allowEndSubmit} onChange={(e) => set({ allowEndSubmit: e.currentTarget.checked })} />
          <Switch label={t('form.openPrint')} checked={form.openPrint} onChange={(e) => set({ openPrint: e.currentTarget.checked })} />
        </SimpleGrid>

        <Radio.Group label={t('form.rankShowName')} value={form.rankShowName} onChange={(v) => set({ rankShowName: v as RankShowName })}>
          <Group mt={6}>
            {RANK_SHOW_NAMES.map((name) => (
              <Radio key={name} value={name} label={t(`form.${name}`)} />
            ))}
          </Group>
        </Radio.Group>

        <TagsInput
          label={t('form.starUsers')}
          description={t('form.starUsersHint')}
          value={form.starAccount}
          onChange={(names) => {
            const { list, duplicate } = addStarUsers([], names);
            if (duplicate) toast.warning(t('form.starDuplicate'));
            set({ starAccount: list });
          }}
          onDuplicate={() => toast.warning(t('form.starDuplicate'))}
          clearable
          data-testid="star-users"
        />

        <Divider />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Select
            label={t('form.auth')}
            value={String(form.auth)}
            onChange={(v) => v !== null && set({ auth: Number(v) as ContestAuth })}
            allowDeselect={false}
            data={Object.values(ContestAuth).map((a) => ({ value: String(a), label: t(AUTH_LABELS[a]) }))}
            data-testid="contest-auth"
          />
          {form.auth !== ContestAuth.PUBLIC && <PasswordInput label={t('form.password')} required value={form.pwd} onChange={(e) => set({ pwd: e.currentTarget.value })} data-testid="contest-password" />}
          {form.auth !== ContestAuth.PUBLIC && (
            <Switch mt={28} label={t('form.accountLimit')} checked={form.openAccountLimit} onChange={(e) => set({ openAccountLimit: e.currentTarget.checked })} data-testid="account-limit" />
          )}
        </SimpleGrid>
        {form.auth !== ContestAuth.PUBLIC && form.openAccountLimit && <AccountRuleFields value={form.accountRule} onChange={(accountRule) => set({ accountRule })} />}

        <Divider />
        <Select
          label={t('form.awardType')}
          maw={300}
          value={String(form.awardType)}
          onChange={(v) => {
            if (v === null) return;
            const awardType = Number(v) as AwardType;
            setForm((f) => ({ ...f, awardType, awards: awardType !== AwardType.NONE && f.awards.length === 0 ? defaultAwards(awardNames) : f.awards }));
          }}
          allowDeselect={false}
          data={Object.values(AwardType).map((a) => ({ value: String(a), label: t(AWARD_LABELS[a]) }))}
          data-testid="award-type"
        />
        {form.awardType !== AwardType.NONE && <AwardTable awardType={form.awardType} rows={form.awards} onChange={(awards) => set({ awards })} />}

        {problem && (
          <Alert color="red" data-testid="form-problem">
            {translateMessage(problem)}
          </Alert>
        )}
        <Group>
          <Button onClick={submit} loading={save.isPending} data-testid="save-contest">
            {t('common.save')}
          </Button>
          <Button variant="default" component={Link} to={office.paths.list}>
            {t('common.back')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /admin/contest/create and /admin/contest/:contestId/edit; a group's Contest tab names the contest it edits in `cid`. */
export function ContestFormPage({ cid }: { cid?: number | undefined }) {
  const param = useParams().contestId;
  const creating = cid === undefined && param === undefined;
  const awardNames = useAwardNames();
  const [fresh] = useState(() => newContestForm(awardNames));
  if (creating) return <ContestFormView initial={fresh} />;
  return <WithContest cid={cid}>{(contest) => <ContestFormView key={contest.id} initial={contestFormFrom(contest, awardNames)} />}</WithContest>;
}
