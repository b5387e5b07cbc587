import { useState } from 'react';

/** Text fields of a form: their values, their messages, and the props that bind one to a Mantine input. */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const field = (name: keyof V) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => setValues((v) => ({ ...v, [name]: e.currentTarget.value })),
    error: errors[name],
  });
  return { values, setValues, setErrors, field };
}
