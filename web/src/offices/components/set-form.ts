import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessage } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { PROBLEM_SET_NAMESPACE, type ProblemSetKind } from './problem-set.ts';

interface Options<F, K extends string> {
  kind: ProblemSetKind;
  initial: F;
  /** The API's rules: each field's first message, in English (the catalogue's key). */
  check: (form: F) => Partial<Record<K, string>>;
  /** Creates the set, or updates it when the form has an id. */
  send: (form: F) => Promise<unknown>;
  /** The lists read again once saved. */
  refresh: QueryKey;
  /** Where a saved form goes back to. */
  listPath: string;
}

/**
 * A problem set's create-or-edit form (exam, training): its values; on save, every field checked by the API's rules,
 * the first message toasted and each shown at its field until that field is edited; then the set sent, its
 * `form.created` or `form.updated` toasted, the lists read again and the page back at the list.
 */
export function useSetForm<F extends { id: number | null }, K extends keyof F & string>({ kind, initial, check, send, refresh, listPath }: Options<F, K>) {
  const { t } = useTranslation(PROBLEM_SET_NAMESPACE[kind]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const editing = form.id !== null;
  const save = useMutation({
    mutationFn: () => send(form),
    onSuccess: () => {
      toast.success(t(editing ? 'form.updated' : 'form.created'));
      void queryClient.invalidateQueries({ queryKey: refresh });
      void navigate(listPath);
    },
  });
  const set = (change: Partial<F>) => {
    setForm((f) => ({ ...f, ...change }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in change))) as Partial<Record<K, string>>);
  };
  const submit = () => {
    const found = check(form);
    setErrors(found);
    const first = Object.values<string | undefined>(found)[0];
    if (first) return toast.warning(translateMessage(first));
    save.mutate();
  };
  /** The field's message, translated. */
  const error = (field: K) => errors[field] && translateMessage(errors[field]);
  return { form, set, editing, error, submit, saving: save.isPending };
}
