import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../components/toast';
import { CONTACT_EMAIL_MODEL, CONTACT_INFO_FAILED, type ContactInfoField } from '@contract/contact-info';
import { contactFormSchema } from '@contract/contact-info-schemas';
import { FormField, fieldBinder } from '../auth/forms/FormField';
import { saveContactInfo } from './contact-info-api';

type ContactValues = Record<string, string>;

const PLACEHOLDERS: Record<string, string> = {
  telegram: '@username',
  phone: '+44 20 7946 0000',
  email: 'you@example.com',
};
const INPUT_TYPES: Record<string, string> = { phone: 'tel', email: 'email' };

interface ContactInfoFormProps {
  fields: readonly ContactInfoField[];
  email: string | null;
  onSaved: () => void;
}

/** The operator's fields (the email required, the others optional); any failure is the spec's one text. */
export function ContactInfoForm({ fields, email, onSaved }: ContactInfoFormProps) {
  const schema = useMemo(() => contactFormSchema(fields), [fields]);
  const form = useForm<ContactValues>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(
      fields.map((field) => [field.model, field.model === CONTACT_EMAIL_MODEL ? (email ?? '') : '']),
    ),
  });
  const field = fieldBinder(form);
  const { isSubmitting } = form.formState;

  async function save(values: ContactValues) {
    try {
      await saveContactInfo(fields, values);
      toast.success('Thanks! Your VIP host will be in touch.');
      onSaved();
    } catch {
      toast.error(CONTACT_INFO_FAILED);
    }
  }

  return (
    <form className="auth-form contact-form" noValidate onSubmit={form.handleSubmit(save)}>
      <div className="contact-form__fields">
        {fields.map(({ title, model }) => (
          <FormField
            key={model}
            label={title}
            type={INPUT_TYPES[model] ?? 'text'}
            placeholder={PLACEHOLDERS[model]}
            autoComplete={model === CONTACT_EMAIL_MODEL ? 'email' : model === 'phone' ? 'tel' : 'off'}
            {...field(model)}
          />
        ))}
      </div>
      <button type="submit" className="auth-submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Connect me with my VIP host'}
      </button>
    </form>
  );
}
