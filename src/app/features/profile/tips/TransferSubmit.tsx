export interface TransferSubmitProps {
  label: string;
  busy: boolean;
  /** A refusal that belongs to no field of the form. */
  formError?: string | undefined;
}

/** The end of the tip and rain forms: the refusal without a field, then the send button. */
export function TransferSubmit({ label, busy, formError }: TransferSubmitProps) {
  return (
    <>
      {formError && (
        <p className="auth-form-error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {label}
      </button>
    </>
  );
}
