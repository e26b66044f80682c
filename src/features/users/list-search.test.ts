import { describe, expect, it } from 'vitest';
import { validateUsersSearch } from './list-search';

describe('the users list URL', () => {
  it('keeps the known values', () => {
    expect(
      validateUsersSearch({
        q: ' ayu ',
        state: 'suspended',
        sort: 'last_login_at',
        dir: 'desc',
        page: '3',
      }),
    ).toEqual({
      q: 'ayu',
      state: 'suspended',
      sort: 'last_login_at',
      dir: 'desc',
      page: 3,
    });
  });

  it('drops unknown or bad values instead of failing (an old link still opens the list)', () => {
    expect(
      validateUsersSearch({
        q: '',
        state: 'deleted',
        sort: 'password_hash',
        dir: 'up',
        page: '0',
        extra: 'x',
      }),
    ).toEqual({});
    expect(validateUsersSearch({ page: 'two' })).toEqual({});
    expect(validateUsersSearch({ q: 'x'.repeat(300) }).q).toHaveLength(200);
  });
});
