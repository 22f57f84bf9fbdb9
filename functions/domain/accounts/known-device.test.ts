import { type KnownDevice, stillKnown, wellFormedDeviceToken } from './known-device';

const device: KnownDevice = {
  email: 'ann@example.com',
  deviceHash: 'ab'.repeat(32),
  userId: 'u1',
  knownSinceMs: 1_800_000_000_000,
  expiresAt: 1_800_086_400,
};

describe('known devices', () => {
  it('knows a device until it expires', () => {
    expect(stillKnown(device, undefined, 1_800_000_001)).toBe(true);
    expect(stillKnown(device, undefined, device.expiresAt)).toBe(false);
    expect(stillKnown(undefined, undefined, 1_800_000_001)).toBe(false);
  });

  it('forgets a device known before the session cut-off, not one known at or after it', () => {
    expect(stillKnown(device, device.knownSinceMs + 1, 1_800_000_001)).toBe(false);
    expect(stillKnown(device, device.knownSinceMs, 1_800_000_001)).toBe(true);
    expect(stillKnown(device, device.knownSinceMs - 1, 1_800_000_001)).toBe(true);
  });

  it('reads only URL-safe tokens of sane length as tokens', () => {
    expect(wellFormedDeviceToken('mZ3kQ1c_8-vJ0aT2pL9xWw')).toBe(true);
    expect(wellFormedDeviceToken(undefined)).toBe(false);
    expect(wellFormedDeviceToken('short')).toBe(false);
    expect(wellFormedDeviceToken('a'.repeat(65))).toBe(false);
    expect(wellFormedDeviceToken('abc#def%2Fghi')).toBe(false);
  });
});
