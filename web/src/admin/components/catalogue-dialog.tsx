import { Button, ColorInput, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '../../lib/toast.ts';
import { formErrors } from '../../lib/validate.ts';

type Errors = Partial<Record<string, string>>;

/**
 * A catalogue entry's dialog: checks the value with the API's schema (messages under their fields), then saves it,
 * says so, refreshes the feature's queries and closes. Test ids: `<name>-dialog`, `save-<name>`.
 */
export function CatalogueDialog<V extends Record<string, unknown>>(props: {
  name: string;
  title: string;
  value: V;
  schema: z.ZodType;
  save: (value: V) => Promise<unknown>;
  savedMessage: string;
  /** The feature's query key, refreshed after saving. */
  refresh: QueryKey;
  onClose: () => void;
  children: (errors: Errors) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({
    mutationFn: () => props.save(props.value),
    onSuccess: () => {
      toast.success(props.savedMessage);
      void queryClient.invalidateQueries({ queryKey: props.refresh });
      props.onClose();
    },
  });
  const submit = () => {
    const found = formErrors(props.schema, props.value);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate();
  };
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <Stack data-testid={`${props.name}-dialog`}>
        {props.children(errors)}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('catalogue.cancel')}
          </Button>
          <Button onClick={submit} loading={mutation.isPending} data-testid={`save-${props.name}`}>
            {t('catalogue.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The colours offered beside the colour field. */
export const COLOUR_SWATCHES = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#909399', '#8E44AD', '#16A085', '#FF1493'];

/** A name and its colour, the fields of every coloured catalogue entry. Test ids: `<name>-name`, `<name>-color`. */
export function ColouredNameFields(props: {
  name: string;
  labels: { name: string; color: string };
  value: { name: string; color: string };
  onName: (name: string) => void;
  onColour: (colour: string) => void;
  errors: Errors;
  /** False where the colour may be left empty. */
  colourRequired?: boolean;
  swatches?: string[];
}) {
  const { value, errors, name } = props;
  return (
    <>
      <TextInput label={props.labels.name} required value={value.name} onChange={(e) => props.onName(e.currentTarget.value)} error={errors.name} data-autofocus data-testid={`${name}-name`} />
      <ColorInput
        label={props.labels.color}
        required={props.colourRequired ?? true}
        value={value.color}
        onChange={props.onColour}
        swatches={props.swatches ?? COLOUR_SWATCHES}
        error={errors.color}
        data-testid={`${name}-color`}
      />
    </>
  );
}
