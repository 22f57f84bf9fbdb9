import { MONITOR_MAX_WEBHOOK_URLS } from '../../../../shared/rules/monitor-rules';
import { addEntries, endsEntry } from './config-entries';

describe('webhook URLs and e-mail recipients (spec 02 §2, §5)', () => {
  it('adds a valid, trimmed URL and keeps an invalid one in the input', () => {
    expect(addEntries([], '  https://hooks.example.com/a  ', 'url')).toEqual({
      entries: ['https://hooks.example.com/a'],
      rest: '',
      problem: undefined,
    });
    expect(addEntries([], 'hooks.example.com', 'url')).toEqual({
      entries: [],
      rest: 'hooks.example.com',
      problem: 'invalid',
    });
    expect(addEntries([], 'ftp://example.com', 'url').problem).toBe('invalid');
  });

  it('drops duplicates (e-mails ignoring case) and says so', () => {
    expect(addEntries(['https://a.example/x'], 'https://a.example/x', 'url')).toEqual({
      entries: ['https://a.example/x'],
      rest: '',
      problem: 'duplicate',
    });
    expect(addEntries(['ops@example.com'], 'OPS@example.com', 'email').problem).toBe('duplicate');
  });

  it('splits e-mails on commas, adds the good ones and leaves the bad ones to fix', () => {
    expect(
      addEntries(['a@example.com'], 'b@example.com, nope ,c@example.com,a@example.com', 'email'),
    ).toEqual({
      entries: ['a@example.com', 'b@example.com', 'c@example.com'],
      rest: 'nope',
      problem: 'invalid',
    });
  });

  it('stops at the server’s bound', () => {
    const full = Array.from({ length: MONITOR_MAX_WEBHOOK_URLS }, (_, i) => `https://h.example/${i}`);
    expect(addEntries(full, 'https://h.example/new', 'url')).toEqual({
      entries: full,
      rest: 'https://h.example/new',
      problem: 'full',
    });
  });

  it('ends an entry with Enter, and an e-mail also with a comma', () => {
    expect(endsEntry('Enter', 'url')).toBe(true);
    expect(endsEntry(',', 'url')).toBe(false);
    expect(endsEntry(',', 'email')).toBe(true);
    expect(endsEntry('a', 'email')).toBe(false);
  });
});
