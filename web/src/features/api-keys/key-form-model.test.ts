import { DAY_MS } from '../../../../shared/rules/time';
import {
  checkKeyForm,
  createRequestOf,
  emptyKeyForm,
  fromLocalInput,
  type KeyFormState,
  toLocalInput,
  updateRequestOf,
} from './key-form-model';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const valid: KeyFormState = { ...emptyKeyForm, name: 'prod', expiresAt: NOW + 7 * DAY_MS };

describe('API key form (spec 01 §5)', () => {
  it('names everything that is missing in the submit hint', () => {
    const check = checkKeyForm({ ...emptyKeyForm, ipRestricted: true, permissions: [] }, NOW);
    expect(check.canSubmit).toBe(false);
    expect(check.blockers).toEqual(['name', 'expiry', 'ips', 'permissions']);
  });

  it('says "errors" once nothing is missing but something is wrong', () => {
    expect(checkKeyForm({ ...valid, name: 'bad name!' }, NOW).blockers).toEqual(['errors']);
    expect(
      checkKeyForm({ ...valid, ipRestricted: true, ipText: '10.0.0.1, 10.0.0.0/33' }, NOW).errors.ips,
    ).toBe('invalid_entry');
    expect(checkKeyForm({ ...valid, description: 'x'.repeat(201) }, NOW).blockers).toEqual(['errors']);
  });

  it('needs an expiry at least 5 minutes and at most 3650 days ahead, unless it never expires', () => {
    expect(checkKeyForm({ ...valid, expiresAt: NOW + 4 * 60_000 }, NOW).errors.expiry).toBe('too_soon');
    expect(checkKeyForm({ ...valid, expiresAt: NOW + 3651 * DAY_MS }, NOW).errors.expiry).toBe('too_far');
    expect(checkKeyForm({ ...valid, expiresAt: null, neverExpires: true }, NOW).canSubmit).toBe(true);
    expect(checkKeyForm(valid, NOW).canSubmit).toBe(true);
  });

  it('does not recheck an expiry the key already has (edit)', () => {
    const soon = NOW + 60_000;
    expect(checkKeyForm({ ...valid, expiresAt: soon }, NOW, soon).errors.expiry).toBeUndefined();
  });

  it('splits IPs on commas and line breaks, at most 100', () => {
    const check = checkKeyForm({ ...valid, ipRestricted: true, ipText: '10.0.0.1,\n10.0.0.0/8\n\n' }, NOW);
    expect(check.ipEntries).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(check.canSubmit).toBe(true);
    const many = Array.from({ length: 101 }, (_, i) => `10.0.0.${i % 250}`).join(',');
    expect(checkKeyForm({ ...valid, ipRestricted: true, ipText: many }, NOW).errors.ips).toBe('too_many');
  });

  it('sends allowed_ips only with the restriction on and no expires_at for never (create)', () => {
    expect(createRequestOf({ ...valid, neverExpires: true, expiresAt: null }, [])).toEqual({
      name: 'prod',
      permissions: ['read', 'write'],
    });
    expect(createRequestOf({ ...valid, ipRestricted: true, description: ' d ' }, ['10.0.0.1'])).toEqual({
      name: 'prod',
      description: 'd',
      allowed_ips: ['10.0.0.1'],
      expires_at: NOW + 7 * DAY_MS,
      permissions: ['read', 'write'],
    });
  });

  it('sends allowed_ips [] and expires_at 0 to lift the restriction and the expiry (update)', () => {
    expect(updateRequestOf(4, { ...valid, neverExpires: true }, ['10.0.0.1'])).toMatchObject({
      id: 4,
      allowed_ips: [],
      expires_at: 0,
    });
  });

  it('reads back the local date-time it writes', () => {
    const ms = Date.parse('2027-01-02T03:04:00');
    expect(fromLocalInput(toLocalInput(ms))).toBe(ms);
    expect(fromLocalInput('')).toBeNull();
  });
});
