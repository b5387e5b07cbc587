import { Button, Group, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { GroupType } from '@oj/shared/enums';
import { GroupFields } from '@oj/shared/schemas/group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownEditor } from '../../../components/markdown-editor.tsx';
import { formErrors } from '../../../lib/validate.ts';
import { GROUP_TYPES, groupTypeName } from './group-tags.tsx';

export interface GroupFormValues {
  name: string;
  shortName: string;
  brief: string;
  auth: number;
  code: string;
  visible: boolean;
  description: string;
}

type Field = keyof GroupFormValues;

export const EMPTY_GROUP: GroupFormValues = { name: '', shortName: '', brief: '', auth: GroupType.PUBLIC, code: '', visible: true, description: '' };

/** What is sent: the code only when the group is not public (it is not shown then). */
export function groupFieldsOf(v: GroupFormValues): GroupFields {
  return {
    name: v.name.trim(),
    shortName: v.shortName.trim(),
    brief: v.brief.trim(),
    description: v.description.trim(),
    auth: v.auth,
    code: v.auth === GroupType.PUBLIC ? '' : v.code.trim(),
    visible: v.visible,
  };
}

interface Props {
  initial: GroupFormValues;
  submitLabel: string;
  pending: boolean;
  onSubmit: (fields: GroupFields) => void;
  onCancel?: () => void;
}

/**
 * The group's profile (spec 002 section 5): name 5-25, short name 5-10, brief 5-50, auth, the 6-character code when
 * not public, visible, description 5-1000; each field is checked when it loses focus, all of them on submit, by the
 * same shared rules the server applies.
 */
export function GroupForm({ initial, submitLabel, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('group');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const errorsOf = (v: GroupFormValues) => formErrors<Field>(GroupFields, { ...groupFieldsOf(v) });
  const blur = (field: Field) => setErrors((e) => ({ ...e, [field]: errorsOf(values)[field] }));
  const set = <K extends Field>(field: K, value: GroupFormValues[K]) => setValues((v) => ({ ...v, [field]: value }));
  const text = (field: 'name' | 'shortName' | 'brief' | 'code') => ({
    label: t(`form.${field}`),
    withAsterisk: true,
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field, e.currentTarget.value),
    onBlur: () => blur(field),
    error: errors[field],
    'data-testid': `group-form-${field}`,
  });
  const submit = () => {
    const found = errorsOf(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(groupFieldsOf(values));
  };
  return (
    <Stack gap="sm">
      <TextInput {...text('name')} />
      <TextInput {...text('shortName')} description={t('form.shortNameTip')} />
      <Textarea {...text('brief')} autosize minRows={2} />
      <Select
        label={t('form.auth')}
        withAsterisk
        data={GROUP_TYPES.map((a) => ({ value: String(a), label: t(`auth.${groupTypeName(a)}`) }))}
        value={String(values.auth)}
        onChange={(v) => v && set('auth', Number(v))}
        allowDeselect={false}
        description={t(`auth.${groupTypeName(values.auth)}Tip`)}
        data-testid="group-form-auth"
      />
      {values.auth !== GroupType.PUBLIC && <TextInput {...text('code')} description={t('form.codeTip')} />}
      <Switch label={t('form.visible')} checked={values.visible} onChange={(e) => set('visible', e.currentTarget.checked)} data-testid="group-form-visible" />
      <div onBlur={() => blur('description')}>
        <MarkdownEditor label={t('form.description')} required value={values.description} onChange={(v) => set('description', v)} minRows={8} data-testid="group-form-description" />
        {errors.description && (
          <Text size="xs" c="red" mt={4} data-testid="group-form-description-error">
            {errors.description}
          </Text>
        )}
      </div>
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('action.cancel')}
          </Button>
        )}
        <Button onClick={submit} loading={pending} data-testid="group-form-submit">
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
