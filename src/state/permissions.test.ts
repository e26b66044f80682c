import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeProfile, makeToken } from '../test/fixtures';
import { resetClient } from '../test/session-reset';
import { can, canWith } from './permissions';
import { hydrateSession, session, setProfile, startSession } from './session';

const viewOnly = { view: true, create: false, update: false, delete: false };

describe('permissions', () => {
  beforeEach(resetClient);
  afterEach(resetClient);

  it('answers per action, as the server decides: holding a module is not holding every action', () => {
    expect(canWith({ bookmarks: viewOnly }, ['bookmarks'], 'bookmarks', 'view')).toBe(true);
    expect(canWith({ bookmarks: viewOnly }, ['bookmarks'], 'bookmarks', 'create')).toBe(false);
    expect(canWith({}, ['bookmarks'], 'bookmarks', 'view')).toBe(false);
  });

  it("knows only view rights before the first profile: the token's modules", () => {
    startSession(makeToken({ modules: ['bookmarks'] }), 'ana@acme.test');
    expect(can('bookmarks', 'view')).toBe(true);
    expect(can('bookmarks', 'create')).toBe(false);
    expect(can('library', 'view')).toBe(false);
  });

  it("keeps the profile's privileges across a reload, so an offline start gates as the server would", () => {
    startSession(makeToken({ modules: ['bookmarks'] }), 'ana@acme.test');
    setProfile(
      makeProfile({
        modules: ['bookmarks'],
        privileges: { bookmarks: { ...viewOnly, create: true } },
      }),
    );
    hydrateSession();
    expect(session.privileges).toEqual({ bookmarks: { ...viewOnly, create: true } });
    expect(can('bookmarks', 'create')).toBe(true);
  });

  it('forgets the privileges at a new login', () => {
    startSession(makeToken({ modules: ['bookmarks'] }), 'ana@acme.test');
    setProfile(makeProfile({ modules: ['bookmarks'] }));
    startSession(makeToken({ modules: ['bookmarks'] }), 'bo@acme.test');
    expect(session.privileges).toBeNull();
    expect(can('bookmarks', 'create')).toBe(false);
  });
});
