import { Badge, Tooltip } from '@mantine/core';
import { GroupType } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';

const AUTH_NAME: Record<number, 'public' | 'protected' | 'private'> = {
  [GroupType.PUBLIC]: 'public',
  [GroupType.PROTECTED]: 'protected',
  [GroupType.PRIVATE]: 'private',
};
const AUTH_COLOR: Record<number, string> = { [GroupType.PUBLIC]: 'green', [GroupType.PROTECTED]: 'orange', [GroupType.PRIVATE]: 'red' };

/** The group's type with what it means for joining on hover. */
export function GroupAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation('group');
  const name = AUTH_NAME[auth];
  if (!name) return null;
  return (
    <Tooltip label={t(`auth.${name}Tip`)} withArrow multiline w={240}>
      <Badge color={AUTH_COLOR[auth]} variant="light" data-testid="group-auth">
        {t(`auth.${name}`)}
      </Badge>
    </Tooltip>
  );
}

/** Shown on a group its root has hidden from the list. */
export function HiddenTag() {
  const { t } = useTranslation('group');
  return (
    <Tooltip label={t('hidden.tip')} withArrow multiline w={240}>
      <Badge color="gray" variant="light" data-testid="group-hidden">
        {t('hidden.label')}
      </Badge>
    </Tooltip>
  );
}

/** The group types in order, for filters and selects. */
export const GROUP_TYPES = [GroupType.PUBLIC, GroupType.PROTECTED, GroupType.PRIVATE] as const;
export function groupTypeName(auth: number) {
  return AUTH_NAME[auth] ?? 'public';
}
