import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { GroupType } from '@oj/shared/enums';
import { GROUP_LIMITS } from '@oj/shared/schemas/group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The group's type: a private group asks for its code too. */
  auth: number;
  pending: boolean;
  onSubmit: (code: string, reason: string) => void;
}

type Field = 'code' | 'reason';

/** Spec 002 section 5, the apply dialog: the code (private groups) and a reason of 5 to 100 characters, checked on blur and on OK. */
export function JoinDialog({ opened, onClose, auth, pending, onSubmit }: Props) {
  const { t } = useTranslation('group');
  const needsCode = auth === GroupType.PRIVATE;
  const [values, setValues] = useState({ code: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const check = (field: Field, v = values): string | undefined => {
    const value = v[field].trim();
    if (field === 'code') {
      if (!needsCode) return undefined;
      if (!value) return t('join.codeRequired');
      return value.length === GROUP_LIMITS.codeLength ? undefined : t('join.codeLength', { n: GROUP_LIMITS.codeLength });
    }
    if (!value) return t('join.reasonRequired');
    const { min, max } = GROUP_LIMITS.reason;
    return value.length >= min && value.length <= max ? undefined : t('join.reasonLength', { min, max });
  };
  const blur = (field: Field) => setErrors((e) => ({ ...e, [field]: check(field) }));
  const submit = () => {
    const found = { code: check('code'), reason: check('reason') };
    setErrors(found);
    if (!found.code && !found.reason) onSubmit(needsCode ? values.code.trim() : '', values.reason.trim());
  };
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
    onBlur: () => blur(field),
    error: errors[field],
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('join.title')} centered>
      <Stack gap="sm">
        {needsCode && <TextInput label={t('join.code')} placeholder={t('join.code')} withAsterisk {...bind('code')} data-testid="join-code" />}
        <Textarea label={t('join.reason')} placeholder={t('join.reason')} withAsterisk autosize minRows={3} {...bind('reason')} data-testid="join-reason" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button onClick={submit} loading={pending} data-testid="join-submit">
            {t('action.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
