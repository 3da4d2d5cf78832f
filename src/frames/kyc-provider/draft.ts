/** What the applicant has chosen so far, and the submission it becomes. */
import type { KycProviderSubmission } from '@contract/kyc';
import type { DocumentKind } from './samples';

/** The document's image: the clear sample, the blurred one (rejected as unreadable), or a photo of theirs. */
export type DocumentSource = 'sample' | 'unreadable' | 'upload';
export type SelfieSource = 'sample' | 'upload';

/** A photo picked on the device, shown from memory; only its name is ever sent. */
export interface Photo {
  name: string;
  url: string;
}

export interface Draft {
  kind: DocumentKind;
  documentSource: DocumentSource;
  documentPhoto: Photo | null;
  selfieSource: SelfieSource;
  selfiePhoto: Photo | null;
}

export const EMPTY_DRAFT: Draft = {
  kind: 'passport',
  documentSource: 'sample',
  documentPhoto: null,
  selfieSource: 'sample',
  selfiePhoto: null,
};

export const documentReady = (draft: Draft) =>
  draft.documentSource !== 'upload' || draft.documentPhoto !== null;
export const selfieReady = (draft: Draft) => draft.selfieSource !== 'upload' || draft.selfiePhoto !== null;

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
      ...(draft.documentPhoto && draft.documentSource === 'upload'
        ? { file_name: draft.documentPhoto.name }
        : {}),
    },
    selfie: {
      sample: draft.selfieSource,
      ...(draft.selfiePhoto && draft.selfieSource === 'upload' ? { file_name: draft.selfiePhoto.name } : {}),
    },
  };
}
