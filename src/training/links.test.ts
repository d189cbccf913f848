import { describe, expect, it } from 'vitest';
import { asksForMyTraining, platformLink, trainingLink, withoutMyTrainingQuery } from './links';

describe('asksForMyTraining (navigatedFrom=my advisor with navigateTo=my training)', () => {
  it.each([
    ['?navigatedFrom=my%20advisor&navigateTo=my%20training', true],
    ['?navigatedFrom=my+advisor&navigateTo=my+training', true],
    ['?navigateTo=My%20Training&navigatedFrom=My%20Advisor&x=1', true],
    ['?navigatedFrom=my%20advisor', false],
    ['?navigateTo=my%20training', false],
    ['?navigatedFrom=dashboard&navigateTo=my%20training', false],
    ['', false],
  ])('%s -> %s', (search, expected) => {
    expect(asksForMyTraining(search)).toBe(expected);
  });

  it('removes only the two parameters', () => {
    expect(withoutMyTrainingQuery('?navigatedFrom=my+advisor&navigateTo=my+training&tab=2')).toBe('?tab=2');
    expect(withoutMyTrainingQuery('?navigatedFrom=my+advisor&navigateTo=my+training')).toBe('');
  });
});

describe('platform links', () => {
  it('adds the token to an address that already has a query, encoded', () => {
    expect(trainingLink('https://t.example/sso?lang=en', 'a+b/c')).toBe('https://t.example/sso?lang=en&authToken=a%2Bb%2Fc');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://t.example'])('refuses %s', (bad) => {
    expect(platformLink(bad, { authToken: 't' })).toBeNull();
  });
});
