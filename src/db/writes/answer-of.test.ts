import { describe, expect, it } from 'vitest';
import { obligationBookmark } from '../../../contract/api/bookmark-endpoints';
import { answerOf } from './answer-of';

describe('answerOf: a write’s direct answer read through its endpoint', () => {
  it('gives the envelope’s data parsed by the endpoint’s response schema', () => {
    const answer = answerOf(obligationBookmark, {
      message: 'OK',
      data: { bookmarked: true, bookmark_uuid: 'b1' },
    });
    expect(answer).toEqual({ bookmarked: true, bookmark_uuid: 'b1' });
  });

  it('keeps an answer with fields this app does not know yet (a newer server)', () => {
    expect(
      answerOf(obligationBookmark, {
        message: 'OK',
        data: { bookmarked: false, bookmark_uuid: 'b1', since: '2026-11-29' },
      }),
    ).toMatchObject({ bookmarked: false });
  });

  it('gives nothing for no answer (queued, refused) or one that breaks the schema', () => {
    expect(answerOf(obligationBookmark, undefined)).toBeUndefined();
    expect(answerOf(obligationBookmark, null)).toBeUndefined();
    expect(answerOf(obligationBookmark, { message: 'OK' })).toBeUndefined();
    expect(
      answerOf(obligationBookmark, { message: 'OK', data: { bookmarked: 'yes' } }),
    ).toBeUndefined();
  });
});
