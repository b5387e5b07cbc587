import { Card, Divider, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useHostingGroup } from '../../../lib/group-scope.ts';
import { toast } from '../../../lib/toast.ts';
import { updateGroup } from '../api/group-api.ts';
import { AvatarEditor } from '../components/avatar-editor.tsx';
import { GroupForm, type GroupFormValues } from '../components/group-form.tsx';

/** Spec 002 2.10 (GroupSetting, the group root): the avatar and the profile; the group is loaded again after a save. */
export function SettingPage() {
  const { t } = useTranslation('group');
  const scope = useHostingGroup();
  const { group } = scope;
  const save = useMutation({
    mutationFn: updateGroup,
    onSuccess: () => {
      toast.success(t('setting.saved'));
      scope.reload();
    },
  });
  const initial: GroupFormValues = {
    name: group.name,
    shortName: group.shortName,
    brief: group.brief,
    auth: group.auth,
    code: group.code ?? '',
    visible: group.visible,
    description: group.description,
  };
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="sm">
        {t('setting.avatar')}
      </Title>
      <AvatarEditor scope={scope} />
      <Divider my="lg" />
      <Title order={4} mb="sm">
        {t('setting.profile')}
      </Title>
      <GroupForm key={group.gmtModified} initial={initial} submitLabel={t('setting.save')} pending={save.isPending} onSubmit={(fields) => save.mutate({ id: group.id, ...fields })} />
    </Card>
  );
}
