import { describe, expect, it } from 'vitest';
import {
  FORMAT_LABEL,
  UPLOAD_ACCEPT_ATTRIBUTE,
  UPLOAD_ACCEPTED_EXTENSIONS,
  UPLOAD_ACCEPTED_LABEL,
  UPLOAD_ACCEPTED_MIME_TYPES,
} from './upload-formats';

describe('upload formats', () => {
  it('derives every form of the accepted list from the one table', () => {
    expect(UPLOAD_ACCEPTED_MIME_TYPES).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(UPLOAD_ACCEPTED_EXTENSIONS).toEqual(['pdf', 'jpg', 'jpeg', 'png']);
    expect(UPLOAD_ACCEPTED_LABEL).toBe('PDF, JPG, PNG');
    expect(UPLOAD_ACCEPT_ATTRIBUTE).toBe(
      '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    );
    expect(FORMAT_LABEL['image/jpeg']).toBe('JPG');
  });
});
