import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { apiFailure, recordEffects } from './admin-test-kit';
import { boothIdentityMachine, identityInputOf, type IdentityDraft, type IdentityLoaded, type IdentitySaveInput } from './console-booth-identity.machine';
import { deferredActor, flush } from './test-utils/deferred';

const DRAFT: IdentityDraft = {
  name: '빛그림 즉석 사진관',
  category: 'Booth',
  locationId: '7',
  night: false,
  dorder: false,
  imageUrl: '/images/booths/photo.svg',
  image: { kind: 'keep' },
  corners: ['즉석 인화', '폴라로이드 포토존'],
};
const LOADED: IdentityLoaded = {
  draft: DRAFT,
  menus: [{ name: '즉석 사진 (2장)', price: 3000 }],
  locations: [
    { id: 3, names: { ko: '다향관', en: 'Dahyang Hall', ja: '茶香館', 'zh-CN': '茶香馆' } },
    { id: 7, names: { ko: '명진관', en: 'Myeongjin Hall', ja: '明進館', 'zh-CN': '明进馆' } },
  ],
};

async function editing(uid: string | null = 'u-1') {
  const load = deferredActor<{ uid: string; boothId: number }, IdentityLoaded>();
  const save = deferredActor<IdentitySaveInput, unknown>();
  const effects = recordEffects();
  const clock = new SimulatedClock();
  const actor = createActor(boothIdentityMachine.provide({ actors: { loadIdentity: load.logic, saveIdentity: save.logic }, actions: effects.actions }), {
    input: { uid, boothId: 13 },
    clock,
  }).start();
  if (uid) {
    expect(load.last.input).toEqual({ uid, boothId: 13 });
    load.last.resolve(LOADED);
    await flush();
  }
  return { actor, load, save, effects, clock, ctx: () => actor.getSnapshot().context, state: () => actor.getSnapshot().value };
}

describe('boothIdentityMachine', () => {
  it('without a uid says login required and goes to login', async () => {
    const m = await editing(null);
    expect(m.state()).toBe('loginRequired');
    m.clock.increment(2000);
    expect(m.effects.redirects).toEqual(['/admin/login']);
  });

  it('a failed load offers a retry that loads again', async () => {
    const load = deferredActor<{ uid: string; boothId: number }, IdentityLoaded>();
    const actor = createActor(boothIdentityMachine.provide({ actors: { loadIdentity: load.logic } }), { input: { uid: 'u-1', boothId: 13 } }).start();
    load.last.reject(apiFailure(500, { message: 'boom' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.message).toMatchObject({ id: 'console.error.loadFailed', tone: 'error' });
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(2);
  });

  it('renames and moves the booth: sends the trimmed name, the new place and keeps the photo; then says saved for 2.5 s', async () => {
    const m = await editing();
    m.actor.send({ type: 'field.change', field: 'name', value: ' 빛그림 사진관 ' });
    m.actor.send({ type: 'field.change', field: 'locationId', value: '3' });
    m.actor.send({ type: 'corner.remove', index: 1 });
    m.actor.send({ type: 'form.submit' });
    expect(m.state()).toBe('saving');
    expect(m.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(m.save.last.input).toEqual({
      uid: 'u-1',
      boothId: 13,
      name: '빛그림 사진관',
      category: 'Booth',
      location_id: 3,
      is_night: false,
      is_dorder: false,
      corners: ['즉석 인화'],
    });
    m.save.last.resolve({ ok: true });
    await flush();
    expect(m.state()).toBe('saved');
    expect(m.ctx().message).toEqual({ id: 'admin.saved', tone: 'ok' });
    expect(m.ctx().draft?.name).toBe('빛그림 사진관');
    m.clock.increment(2499);
    expect(m.state()).toBe('saved');
    m.clock.increment(1);
    expect(m.state()).toBe('editing');
    expect(m.ctx().message).toBeNull();
  });

  it('replaces or removes the photo; refuses a file that is not an image or too large', async () => {
    const m = await editing();
    m.actor.send({ type: 'image.change', dataUrl: 'data:application/pdf;base64,AAAA', name: 'a.pdf', bytes: 10, mime: 'application/pdf' });
    expect(m.ctx().message).toEqual({ id: 'console.booths.imageType', tone: 'error' });
    m.actor.send({ type: 'image.change', dataUrl: 'data:image/png;base64,AAAA', name: 'big.png', bytes: 2 * 1024 * 1024, mime: 'image/png' });
    expect(m.ctx().message).toEqual({ id: 'console.booths.imageTooLarge', tone: 'error' });
    expect(m.ctx().draft?.image).toEqual({ kind: 'keep' });
    m.actor.send({ type: 'image.change', dataUrl: 'data:image/png;base64,AAAA', name: 'new.png', bytes: 4, mime: 'image/png' });
    expect(m.ctx().draft?.image).toEqual({ kind: 'replace', dataUrl: 'data:image/png;base64,AAAA', name: 'new.png' });
    expect(identityInputOf('u', 13, m.ctx().draft!).image).toBe('data:image/png;base64,AAAA');
    m.actor.send({ type: 'image.remove' });
    m.actor.send({ type: 'form.submit' });
    expect(m.save.last.input.image).toBeNull();
    m.save.last.resolve({ ok: true });
    await flush();
    expect(m.ctx().draft).toMatchObject({ imageUrl: null, image: { kind: 'keep' } });
    // Kept: the request does not carry the photo at all.
    expect('image' in identityInputOf('u', 13, m.ctx().draft!)).toBe(false);
  });

  it('names every problem beside its field with the server rules and sends nothing until it is clean', async () => {
    const m = await editing();
    m.actor.send({ type: 'field.change', field: 'name', value: '=1+1' });
    m.actor.send({ type: 'field.change', field: 'locationId', value: '' });
    m.actor.send({ type: 'corner.change', index: 0, value: '<b>' });
    m.actor.send({ type: 'form.submit' });
    expect(m.state()).toBe('editing');
    expect(m.ctx().message).toEqual({ id: 'console.booths.fixFields', tone: 'error' });
    expect(m.ctx().problems.map((p) => `${p.field}:${p.code}`)).toEqual(['name:name_chars', 'location:location_unknown', 'corners.0:corner_name']);
    // Fixing a field takes its problem away at once.
    m.actor.send({ type: 'field.change', field: 'name', value: '사진관' });
    expect(m.ctx().problems.map((p) => p.code)).toEqual(['location_unknown', 'corner_name']);
    m.actor.send({ type: 'field.change', field: 'locationId', value: '3' });
    m.actor.send({ type: 'corner.change', index: 0, value: '인화' });
    expect(m.ctx().problems).toEqual([]);
    // A booth with menus cannot become a toilet.
    m.actor.send({ type: 'category.change', value: 'Toilet' });
    m.actor.send({ type: 'form.submit' });
    expect(m.ctx().problems.map((p) => p.code)).toEqual(['menus_not_for_toilet']);
    expect(m.save.calls).toHaveLength(0);
    // Another category sends only what it carries: a store has no corners, no night.
    m.actor.send({ type: 'category.change', value: 'Store' });
    m.actor.send({ type: 'form.submit' });
    expect(m.save.last.input).toMatchObject({ category: 'Store', corners: [], is_night: false });
  });

  it('shows the problems a refusal lists, words a 403 in the admin language, and a 401 ends the session', async () => {
    const m = await editing();
    m.actor.send({ type: 'form.submit' });
    m.save.last.reject(apiFailure(400, { error: 'invalid_booth', message: 'choose a location of the festival', problems: [{ field: 'location', code: 'location_unknown', text: 'choose a location of the festival' }] }));
    await flush();
    expect(m.state()).toBe('editing');
    expect(m.ctx().problems.map((p) => p.code)).toEqual(['location_unknown']);
    m.actor.send({ type: 'form.submit' });
    m.save.last.reject(apiFailure(403, { error: 'identity_staff_only', message: 'only Staff can change a booth’s name, category, location, photo or corners' }));
    await flush();
    expect(m.ctx().message).toEqual({ id: 'console.error.identity_staff_only', tone: 'error' });
    m.actor.send({ type: 'form.submit' });
    m.save.last.reject(apiFailure(401, { uid_valid: false, message: 'session expired, please log in again' }));
    await flush();
    expect(m.state()).toBe('sessionExpired');
    expect(m.effects.sessionsEnded).toBe(1);
  });

  it('a night booth can take dorder; turning night off takes dorder away', async () => {
    const m = await editing();
    m.actor.send({ type: 'corner.remove', index: 0 });
    m.actor.send({ type: 'corner.remove', index: 0 });
    m.actor.send({ type: 'night.change', value: true });
    m.actor.send({ type: 'dorder.change', value: true });
    expect(identityInputOf('u', 13, m.ctx().draft!)).toMatchObject({ is_night: true, is_dorder: true, corners: [] });
    m.actor.send({ type: 'night.change', value: false });
    expect(m.ctx().draft).toMatchObject({ night: false, dorder: false });
  });
});
