import { Button, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { Gender, UserInfo } from '@oj/shared';
import { GENDERS } from '@oj/shared/enums';
import { ChangeUserInfoBody } from '@oj/shared/schemas/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrors } from '../../../lib/validate.ts';
import { changeUserInfo } from '../api/settings-api.ts';
import { useApplyUserInfo } from './use-apply-user-info.ts';

const TEXT_FIELDS = ['nickname', 'realname', 'school', 'number', 'github', 'blog', 'cfUsername'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField | 'signature', string> & { gender: Gender };

const fromUser = (u: UserInfo): Values => ({
  nickname: u.nickname ?? '',
  realname: u.realname ?? '',
  school: u.school ?? '',
  number: u.number ?? '',
  github: u.github ?? '',
  blog: u.blog ?? '',
  cfUsername: u.cfUsername ?? '',
  signature: u.signature ?? '',
  gender: u.gender,
});

export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const apply = useApplyUserInfo();
  const [values, setValues] = useState(() => fromUser(user));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = formErrors(ChangeUserInfoBody, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      apply(await changeUserInfo(values));
    } catch {
      // The HTTP client showed why.
    } finally {
      setBusy(false);
    }
  };

  const set = (name: keyof Values) => (e: { currentTarget: { value: string } }) => setValues((v) => ({ ...v, [name]: e.currentTarget.value }));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Title order={5}>{t('settings.profile')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TEXT_FIELDS.map((name) => (
            <TextInput key={name} label={t(`settings.fields.${name}`)} value={values[name]} onChange={set(name)} error={errors[name]} name={name} />
          ))}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('settings.fields.gender')}
            </Text>
            <SegmentedControl value={values.gender} onChange={(gender) => setValues((v) => ({ ...v, gender: gender as Gender }))} data={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))} />
          </Stack>
        </SimpleGrid>
        <Textarea label={t('settings.fields.signature')} description={t('settings.markdownHint')} value={values.signature} onChange={set('signature')} error={errors.signature} autosize minRows={4} />
        <Button type="submit" loading={busy} w="fit-content">
          {t('settings.update')}
        </Button>
      </Stack>
    </form>
  );
}
