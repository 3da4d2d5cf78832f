/** What the applicant has chosen so far, and the submission it becomes. */
import type { KycProviderSubmission } from '@contract/kyc';
import type { DocumentKind } from './samples';

/** The document's image: the clear sample, the blurred one (rejected as unreadable), or a photo of theirs. */
export type DocumentSource = 'sample' | 'unreadable' | 'upload';
export type SelfieSource = 'sample' | 'upload';

export interface Draft {
  kind: DocumentKind;
  documentSource: DocumentSource;
  documentFile: File | null;
  selfieSource: SelfieSource;
  selfieFile: File | null;
}

export const EMPTY_DRAFT: Draft = {
  kind: 'passport',
  documentSource: 'sample',
  documentFile: null,
  selfieSource: 'sample',
  selfieFile: null,
};

export const documentReady = (draft: Draft) =>
  draft.documentSource !== 'upload' || draft.documentFile !== null;
export const selfieReady = (draft: Draft) => draft.selfieSource !== 'upload' || draft.selfieFile !== null;

/** Only the file names of photos leave the page: the provider here checks samples, not pictures. */
export function toSubmission(formId: string, draft: Draft): KycProviderSubmission {
  const documentSample =
    draft.documentSource === 'sample'
      ? draft.kind
      : draft.documentSource === 'unreadable'
        ? 'unreadable'
        : 'upload';
  return {
    form_id: formId,
    id_document: {
      type: draft.kind,
      sample: documentSample,
      ...(draft.documentFile && draft.documentSource === 'upload'
        ? { file_name: draft.documentFile.name }
        : {}),
    },
    selfie: {
      sample: draft.selfieSource,
      ...(draft.selfieFile && draft.selfieSource === 'upload' ? { file_name: draft.selfieFile.name } : {}),
    },
  };
}
