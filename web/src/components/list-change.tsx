import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { ConfirmButton } from './confirm-button.tsx';
import { toast } from '../lib/toast.ts';

/** A back-office change made from a list: `done` is toasted on success, then the lists under `refresh` are read again. */
export function useListChange<V = void>(call: (v: V) => Promise<unknown>, done: string, refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      toast.success(done);
      void queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
}

interface Props extends Omit<ComponentProps<typeof ConfirmButton>, 'onConfirm' | 'loading'> {
  /** The change, made once the question is answered OK. */
  call: () => Promise<unknown>;
  done: string;
  refresh: QueryKey;
}

/** A list row's button that asks first, then makes its change (delete a set, remove a problem from it). */
export function ConfirmedChangeButton({ call, done, refresh, ...button }: Props) {
  const change = useListChange(call, done, refresh);
  return <ConfirmButton {...button} loading={change.isPending} onConfirm={() => change.mutate()} />;
}
