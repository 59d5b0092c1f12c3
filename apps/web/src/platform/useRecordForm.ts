import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { submitCheckedFields, type LaterSchema } from './forms';

type Errors = Record<string, ReactNode>;

/** Mantine's rule: an error that is null, undefined or false is no error. */
const filterErrors = (errors: Record<string, ReactNode>): Errors =>
  Object.fromEntries(
    Object.entries(errors).filter(([, error]) => error !== undefined && error !== null && error !== false),
  );

/**
 * A record form's state (the employer forms, the customer edit form): what they used of @mantine/form's useForm
 * (values, errors shown under the fields, an input's props), without its 6 KiB gzip on the page's first paint (issue
 * #30). As with useForm, changing a field clears its error, and `submit` checks the values with the shared contract
 * schema fetched after the paint.
 */
export function useRecordForm<Values extends object>(initialValues: () => Values) {
  const current = useRef<Values | null>(null);
  current.current ??= initialValues();
  const [, rerender] = useState(0);
  const [errors, setErrorsState] = useState<Errors>({});

  const setFieldValue = <Field extends keyof Values & string>(field: Field, value: Values[Field]) => {
    current.current = { ...current.current!, [field]: value };
    setErrorsState((now) => {
      if (now[field] === undefined) return now;
      const rest = { ...now };
      delete rest[field];
      return rest;
    });
    rerender((count) => count + 1);
  };
  const setErrors = (next: Record<string, ReactNode>) => setErrorsState(filterErrors(next));
  const setFieldError = (field: keyof Values & string, error: ReactNode) =>
    setErrorsState((now) => filterErrors({ ...now, [field]: error }));

  /** A text field's props: its value, its error, and an onChange taking the input's event or a value. */
  const getInputProps = <Field extends keyof Values & string>(field: Field) => ({
    // As useForm's: the field's value as the input takes it (a null shows as empty, as it did with useForm).
    value: current.current![field] as string | number,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement> | Values[Field]) =>
      setFieldValue(
        field,
        (event && typeof event === 'object' && 'nativeEvent' in event
          ? event.currentTarget.value
          : event) as Values[Field],
      ),
    error: errors[field],
    'data-path': field,
  });

  /** The form's onSubmit: once the schema is there, shows its errors, or calls `handler` with valid values. */
  const submit = (
    schema: LaterSchema,
    handler: (values: Values) => void,
  ): ((event?: FormEvent<HTMLFormElement>) => void) =>
    submitCheckedFields(schema, () => current.current!, setErrors, handler);

  return { values: current.current, errors, setFieldValue, setErrors, setFieldError, getInputProps, submit };
}
