import { Button, Grid, NumberInput, Skeleton, Stack, Switch } from '@mantine/core';
import { REMOTE_OJS } from '@oj/shared';
import { remoteJudgeSwitch } from '@oj/shared/db/items/config';
import { SwitchConfigBody, type SwitchConfigView } from '@oj/shared/schemas/admin-config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { websiteConfigQuery } from '../../../lib/site-config.ts';
import { toast } from '../../../lib/toast.ts';
import { formErrors } from '../../../lib/validate.ts';
import { setSwitches, switchesQuery } from '../api/admin-config-api.ts';
import { RemoteAccountsCard } from '../components/remote-accounts-card.tsx';
import { SectionCard } from '../components/section-card.tsx';

type Flag = { [K in keyof SwitchConfigView]: SwitchConfigView[K] extends boolean ? K : never }[keyof SwitchConfigView];
type Limit = { [K in keyof SwitchConfigView]: SwitchConfigView[K] extends number ? K : never }[keyof SwitchConfigView];

interface Section {
  id: 'discussion' | 'judging' | 'limits' | 'remote';
  flags: Flag[];
  /** Each number with the bounds the API accepts. */
  numbers: { name: Limit; max: number }[];
}

const LIMIT_MAX = 100_000;
/** The switches and limits in four sections, each saved on its own. */
export const SECTIONS: Section[] = [
  { id: 'discussion', flags: ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment'], numbers: [] },
  {
    id: 'judging',
    flags: ['openPublicJudge', 'openContestJudge', 'openGroupJudge', 'hideNonContestSubmissionCode', 'codeShare'],
    numbers: [{ name: 'defaultSubmitInterval', max: 3600 }],
  },
  {
    id: 'limits',
    flags: [],
    numbers: (
      [
        'defaultCreateDiscussionDailyLimit',
        'defaultCreateDiscussionACInitValue',
        'defaultCreateCommentACInitValue',
        'defaultCreateGroupDailyLimit',
        'defaultCreateGroupLimit',
        'defaultCreateGroupACInitValue',
      ] as const
    ).map((name) => ({ name, max: LIMIT_MAX })),
  },
  { id: 'remote', flags: REMOTE_OJS.map(remoteJudgeSwitch), numbers: [] },
];

function SwitchSection({ section, stored }: { section: Section; stored: SwitchConfigView }) {
  const { t } = useTranslation('adminConfig');
  const queryClient = useQueryClient();
  const [flags, setFlags] = useState(() => Object.fromEntries(section.flags.map((f) => [f, stored[f]])) as Record<Flag, boolean>);
  const [numbers, setNumbers] = useState(() => Object.fromEntries(section.numbers.map(({ name }) => [name, stored[name]])) as Record<Limit, number | string>);
  const [errors, setErrors] = useState<Partial<Record<Limit, string>>>({});
  const save = useMutation({
    mutationFn: (body: Record<string, boolean | number>) => setSwitches(body),
    onSuccess: () => {
      toast.success(t('switch.saved', { section: t(`switch.${section.id}.title`) }));
      void queryClient.invalidateQueries({ queryKey: switchesQuery.queryKey });
      // the public site's shell shows or hides the discussion entries from its own copy
      void queryClient.invalidateQueries({ queryKey: websiteConfigQuery.queryKey });
    },
  });
  const submit = () => {
    const found: Partial<Record<Limit, string>> = {};
    for (const { name } of section.numbers) if (numbers[name] === '') found[name] = t('switch.numberRequired');
    const body: Record<string, boolean | number> = { ...flags, ...Object.fromEntries(section.numbers.map(({ name }) => [name, Number(numbers[name])])) };
    const all = { ...formErrors<string>(SwitchConfigBody, body), ...found };
    setErrors(all);
    if (Object.keys(all).length === 0) save.mutate(body);
  };
  return (
    <SectionCard
      title={t(`switch.${section.id}.title`)}
      hint={t(`switch.${section.id}.hint`)}
      testId={`switch-${section.id}`}
      actions={
        <Button onClick={submit} loading={save.isPending} data-testid={`save-${section.id}`}>
          {t('save')}
        </Button>
      }
    >
      {section.flags.length > 0 && (
        <Stack gap="sm">
          {section.flags.map((flag) => (
            <Switch
              key={flag}
              label={t(`switch.field.${flag}.label`)}
              description={t(`switch.field.${flag}.effect`)}
              checked={flags[flag]}
              onChange={(e) => {
                // read now: the event's target is gone by the time React runs the update
                const checked = e.currentTarget.checked;
                setFlags((v) => ({ ...v, [flag]: checked }));
              }}
              data-testid={`switch-${flag}`}
            />
          ))}
        </Stack>
      )}
      {section.numbers.length > 0 && (
        <Grid>
          {section.numbers.map(({ name, max }) => (
            <Grid.Col key={name} span={{ base: 12, sm: 6 }}>
              <NumberInput
                label={t(`switch.field.${name}.label`)}
                description={t(`switch.field.${name}.effect`)}
                min={0}
                max={max}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={numbers[name]}
                onChange={(v) => {
                  setNumbers((n) => ({ ...n, [name]: v }));
                  setErrors((e) => ({ ...e, [name]: undefined }));
                }}
                error={errors[name]}
                data-testid={`number-${name}`}
              />
            </Grid.Col>
          ))}
        </Grid>
      )}
    </SectionCard>
  );
}

/** The site's switches and limits (the super admin's), each with what it does, and the remote judges' accounts. */
export function SwitchPage() {
  const stored = useQuery(switchesQuery);
  if (!stored.data) return <Skeleton h={480} />;
  return (
    <Stack gap="lg">
      {SECTIONS.map((section) => (
        <SwitchSection key={section.id} section={section} stored={stored.data} />
      ))}
      <RemoteAccountsCard stored={stored.data} />
    </Stack>
  );
}
