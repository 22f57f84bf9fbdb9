/**
 * The simulation's only source of randomness: a seeded xoshiro128** generator (Blackman and
 * Vigna), so the same seed always yields the same world and the same histories. Math.random is
 * never used: a simulated report must be repeatable.
 */

/** splitmix32 finaliser: spreads a 32-bit input over all 32 output bits. */
export function mix32(value: number): number {
  let t = (value + 0x9e3779b9) | 0;
  t = Math.imul(t ^ (t >>> 16), 0x21f0aaad);
  t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
  return (t ^ (t >>> 15)) >>> 0;
}

/** A 32-bit seed from text and numbers (FNV-1a over the parts, then mixed). */
export function seedOf(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}\u001f`;
    for (let i = 0; i < text.length; i++) {
      hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    }
  }
  return mix32(hash);
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

export class Rng {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seed: number) {
    this.s0 = mix32(seed);
    this.s1 = mix32(this.s0 ^ 0x6a09e667);
    this.s2 = mix32(this.s1 ^ 0xbb67ae85);
    this.s3 = mix32(this.s2 ^ 0x3c6ef372) | 1;
  }

  /** Uniform unsigned 32-bit integer. */
  next(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  /** Uniform integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(items.length)]!;
  }

  /** Log-uniform in [min, max]: activity levels and amounts span orders of magnitude. */
  logUniform(min: number, max: number): number {
    return min * (max / min) ** this.float();
  }

  /** Approximately standard normal (Irwin-Hall of 4), cheap enough for every transfer. */
  normal(): number {
    return (this.float() + this.float() + this.float() + this.float() - 2) * 1.7320508075688772;
  }

  /** A new generator whose stream is independent of this one's future draws. */
  fork(label: string | number): Rng {
    return new Rng(seedOf(this.next(), label));
  }
}
