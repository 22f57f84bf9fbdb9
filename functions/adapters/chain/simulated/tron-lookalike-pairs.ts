/**
 * The result of `findTronLookalikePairs(seedOf(WORLD_SEED, 'tron-lookalike-pairs'), 16, 6000)`
 * (about 2 s, so kept here; `lookalike.test.ts` re-derives it). Each row is (merchant, its
 * attacker's lookalike): same first 5 and last 4 characters, both valid base58check.
 */
export const TRON_LOOKALIKE_PAIRS: readonly (readonly [target: string, lookalike: string])[] = [
  ['TRKx7EsV7TpNk1dVjK83H8yvsxi8q4TkKp', 'TRKx7A4oQJ6NKD19bBcpPc2k2M9iKATkKp'],
  ['TRKx7LLdTpdWWniv25MyaBiGd1bPxtmTMq', 'TRKx7KER52nUWGfT4CB3DBme6Ea4SCmTMq'],
  ['TRKx7NCYPMxYNwpW9GTn76mgdx5r4eMmQq', 'TRKx779DUNgQW4gw66yiUFwpcqc7K1MmQq'],
  ['TRKx7CPMGt9ncpbfFb7L1RWhF8xYNhg2u2', 'TRKx7M9vVF6ts5UTfL3WtM9PGC2twGg2u2'],
  ['TRKx7FfMAmCeb7uRh2vsZLbiak4VoSGpLk', 'TRKx798gsusk6LjZ4vpSRecfeHfVGeGpLk'],
  ['TRKx7AoC2cc7cg2aYH31tTHW6zB2xXajkW', 'TRKx7Am6GbzniCpqu7Us1eViRySAuGajkW'],
  ['TCCDYVz1YPRnt7udAzPU1oeS24hsbSTK9x', 'TCCDYMNFhrZfhHusrZa38dUt54GHgUTK9x'],
  ['TTAU5yYq4UMoQUkn94T9Fsogk4ZZHyE6B4', 'TTAU5uz2kMk2rdXkwbC3XcjQwUjT4QE6B4'],
  ['TTAU63NwWtwDE5pKXuoHzxEwKb7JK3UFXq', 'TTAU63fVEHgZoYMxhP3sW8DdWpfM7XUFXq'],
  ['TTAU67esPFdwiBMUT4BXA2biA4L7k1eSUH', 'TTAU67uEzvAzFF6TfVUz5HkkwUh9CoeSUH'],
  ['TKTuxdYxAiZcHkA9TFyDddNx55NjZWnUfi', 'TKTuxcwfxsiXXfgey9EtXnvg9pfhpvnUfi'],
  ['TKTuxguz5pHMzGSPEFg8LgBA83wGeQ9xm8', 'TKTuxfKiHQdES1bbnA5zxpVyDtZzSN9xm8'],
  ['TKTuxr7RsD7eNSJRVswyzppy2paouDRsM7', 'TKTuxmxKW2ctJwzyhxmsWFXGjzwzUYRsM7'],
  ['TKTuxdhQ2P3mEtNUz2gNMoxzrtf8EeF7AT', 'TKTuxnnoeHsK7QVGMc5d8RHBxFNDXzF7AT'],
  ['TPbjzrEScKF9esEe1YzXKp6gmcj6qb9DdT', 'TPbjzr3xPMZ7bcaHk1jgjrBdnCGuAB9DdT'],
  ['TPbjzf8F38qip6FnBs93B8oaSk4YTjhgXg', 'TPbjzg2WvMsSZv7KSfFtuHeE7bTTRvhgXg'],
  ['TX8BDPW6FDPQrt11hjKAHPNpXvNXyvBsyF', 'TX8BDHSuvZjkrCGZVyVQHyYjoZLY1UBsyF'],
  ['TFRf27peCKQ4C8DXCp3cUkRZ454M1pr6dd', 'TFRf27rzoxdPeXs4JZmKJCsPpQgBxYr6dd'],
  ['TFRf23uaLsWnTDVgtFbnY3fQWkTmLpzt89', 'TFRf24xdfXdwFm8qvNwpRmHe57LcWxzt89'],
  ['TCEEbd6sX6ajrqqiZKgU4Fxnh8Z1iqY7NV', 'TCEEbYs67bGLrXnn9msYZejJorSDt2Y7NV'],
  ['TCEEbgs1iUZQt3kvVSYk6ifsjWQtkLTXC4', 'TCEEbfKU2ZK9ibTHdgEok4LdG7FwjVTXC4'],
  ['THukutfqCJpzYeg5Lnm9m8KVdJdgLCZgoV', 'THukusuRQkiNrmsoDZKpQxkK8dfGi4ZgoV'],
  ['THukunVsgCHsouXFAfK8RqPpQmrGosfucP', 'THukuhYQY2Ge3vNekUcowuH2Ld4Cp3fucP'],
  ['THukuqDMCQjtj2zuHpJXdx3CQPXq2nPoej', 'THukumTQweo3Fmy8PGwZkWDadEbSSQPoej'],
  ['TENA8YupDyqEuN1t7fHbKsTziZMADjZoTE', 'TENA8ZKMqaaZ1jSwWx4VHSxQUGyrCzZoTE'],
  ['TENA8fpiyFFyQCwgonJ34e58cnccSBpZnw', 'TENA8fZ3tCGbRw8HNFVc2zbB4wR8fLpZnw'],
  ['TENA8g7261nzrRv8kSRe8biFUFkPTZ6AmX', 'TENA8c3S2LjUPoXQmAZcd52ysGhsm46AmX'],
  ['TENA8gDKxBR9nWTMMnFs1CaxkUNzBZ6bdk', 'TENA8UP44p7LTt9xnPAdZ417xv4CKt6bdk'],
  ['TQHFTJKy2QNTBuWXUksRGYmGWLmgY3Gn1j', 'TQHFT9tHL9HsLm4bepov4fXbnDEApcGn1j'],
  ['TNjmuTbqRc31YB45FNirfiEVuhyDEJjUdT', 'TNjmuRLcMxyJqnapBg1ugxctx8LmnzjUdT'],
  ['TNjmuTedQ8kd82NetT95H49Wt8HrF2Rntu', 'TNjmuVMmbmeKVrv6sXCEAiGaae8RLyRntu'],
  ['TNjmucGBzgkvWhbu3oJPqifih12NKu2sze', 'TNjmuWVBueJNWkMKR41oEu6Kqd4weB2sze'],
];
