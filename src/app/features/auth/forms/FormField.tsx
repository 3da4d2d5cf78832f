import { useId, type ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
}

/** A labelled input with its validation message, wired for react-hook-form's register(). */
export function FormField({ label, error, id, className, ...input }: FormFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className ? `auth-field ${className}` : 'auth-field'}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="auth-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Binds a FormField to a react-hook-form field: `<FormField label="Email" {...field('email')} />`. */
export function fieldBinder<T extends FieldValues>(form: UseFormReturn<T>) {
  return (name: Path<T>) => ({
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name),
  });
}
