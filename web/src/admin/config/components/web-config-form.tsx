import { Button, Grid, Skeleton, Switch, Textarea, TextInput } from '@mantine/core';
import { WebConfigBody, type WebConfigView } from '@oj/shared/schemas/admin-config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { websiteConfigQuery } from '../../../lib/site-config.ts';
import { toast } from '../../../lib/toast.ts';
import { formErrors } from '../../../lib/validate.ts';
import { setWebConfig, webConfigQuery } from '../api/admin-config-api.ts';
import { SectionCard } from './section-card.tsx';

type TextField = Exclude<keyof WebConfigView, 'register'>;
/** The text fields in the form's order, with the lengths the API allows (shared/schemas/admin-config.ts). */
const FIELDS: { name: TextField; max: number; span: number; url?: boolean; required?: boolean }[] = [
  { name: 'name', max: 60, span: 6, required: true },
  { name: 'shortName', max: 20, span: 6, required: true },
  { name: 'baseUrl', max: 255, span: 12, url: true },
  { name: 'recordName', max: 100, span: 6 },
  { name: 'recordUrl', max: 255, span: 6, url: true },
  { name: 'projectName', max: 60, span: 6 },
  { name: 'projectUrl', max: 255, span: 6, url: true },
];

function WebConfigFields({ stored }: { stored: WebConfigView }) {
  const { t } = useTranslation('adminConfig');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<WebConfigView>(stored);
  const [errors, setErrors] = useState<Partial<Record<keyof WebConfigView, string>>>({});
  const save = useMutation({
    mutationFn: () => setWebConfig(WebConfigBody.parse(values)),
    onSuccess: () => {
      toast.success(t('web.saved'));
      void queryClient.invalidateQueries({ queryKey: webConfigQuery.queryKey });
      // the public shell reads the names and the register switch from its own copy
      void queryClient.invalidateQueries({ queryKey: websiteConfigQuery.queryKey });
    },
  });
  const set = <K extends keyof WebConfigView>(name: K, value: WebConfigView[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const submit = () => {
    const found = formErrors<keyof WebConfigView>(WebConfigBody, values);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <SectionCard
      title={t('web.title')}
      hint={t('web.hint')}
      testId="web-config"
      actions={
        <Button onClick={submit} loading={save.isPending} data-testid="save-web-config">
          {t('save')}
        </Button>
      }
    >
      <Grid>
        {FIELDS.map(({ name, max, span, url, required }) => (
          <Grid.Col key={name} span={{ base: 12, sm: span }}>
            <TextInput
              label={t(`web.${name}`)}
              description={url ? t('web.urlRule') : undefined}
              placeholder={url ? 'https://' : undefined}
              required={required}
              maxLength={max}
              value={values[name]}
              onChange={(e) => set(name, e.currentTarget.value)}
              error={errors[name]}
              data-testid={`web-${name}`}
            />
          </Grid.Col>
        ))}
        <Grid.Col span={12}>
          <Textarea
            label={t('web.description')}
            autosize
            minRows={2}
            maxLength={500}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
            data-testid="web-description"
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch label={t('web.register')} description={t('web.registerHint')} checked={values.register} onChange={(e) => set('register', e.currentTarget.checked)} data-testid="web-register" />
        </Grid.Col>
      </Grid>
    </SectionCard>
  );
}

/** The website's names, addresses, description and the register switch, checked with the API's own rules before sending. */
export function WebConfigForm() {
  const stored = useQuery(webConfigQuery);
  if (!stored.data) return <Skeleton h={360} />;
  return <WebConfigFields stored={stored.data} />;
}
