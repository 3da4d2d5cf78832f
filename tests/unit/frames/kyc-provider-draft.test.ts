/** The emulated provider's form: what the applicant's choices become in the submission its backend checks. */
import { describe, expect, it } from 'vitest';
import { kycSubmissionSchema } from '@contract/kyc-schemas';
import {
  EMPTY_DRAFT,
  documentReady,
  selfieReady,
  toSubmission,
} from '../../../src/frames/kyc-provider/draft';

const photo = (name: string) => ({ name, url: `blob:${name}` });

describe('toSubmission', () => {
  it('names the sample of the chosen document kind, the blurry one as unreadable', () => {
    expect(toSubmission('f1', EMPTY_DRAFT)).toEqual({
      form_id: 'f1',
      id_document: { type: 'passport', sample: 'passport' },
      selfie: { sample: 'sample' },
    });
    const card = toSubmission('f1', { ...EMPTY_DRAFT, kind: 'id_card' });
    expect(card.id_document).toEqual({ type: 'id_card', sample: 'id_card' });
    const blurry = toSubmission('f1', { ...EMPTY_DRAFT, kind: 'id_card', documentSource: 'unreadable' });
    expect(blurry.id_document).toEqual({ type: 'id_card', sample: 'unreadable' });
  });

  it("sends only a picked photo's name, and only while its choice is 'upload'", () => {
    const draft = {
      ...EMPTY_DRAFT,
      documentSource: 'upload' as const,
      documentPhoto: photo('passport.jpg'),
      selfieSource: 'upload' as const,
      selfiePhoto: photo('me.png'),
    };
    const sent = toSubmission('f1', draft);
    expect(sent.id_document).toEqual({ type: 'passport', sample: 'upload', file_name: 'passport.jpg' });
    expect(sent.selfie).toEqual({ sample: 'upload', file_name: 'me.png' });
    expect(JSON.stringify(sent)).not.toContain('blob:');
    expect(toSubmission('f1', { ...draft, documentSource: 'sample' }).id_document).toEqual({
      type: 'passport',
      sample: 'passport',
    });
  });

  it('is what the provider backend accepts', () => {
    for (const documentSource of ['sample', 'unreadable', 'upload'] as const) {
      const draft = { ...EMPTY_DRAFT, documentSource, documentPhoto: photo('a.jpg') };
      expect(kycSubmissionSchema.safeParse(toSubmission('f1', draft)).success).toBe(true);
    }
  });

  it('needs a picked photo before going on with an upload', () => {
    expect(documentReady({ ...EMPTY_DRAFT, documentSource: 'upload' })).toBe(false);
    expect(documentReady({ ...EMPTY_DRAFT, documentSource: 'upload', documentPhoto: photo('a.jpg') })).toBe(
      true,
    );
    expect(selfieReady({ ...EMPTY_DRAFT, selfieSource: 'upload' })).toBe(false);
    expect(selfieReady(EMPTY_DRAFT)).toBe(true);
  });
});
