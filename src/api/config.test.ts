import { DEFAULT_API_CONFIG, readApiConfig } from './config';

describe('readApiConfig', () => {
  it('defaults when the env is empty', () => {
    expect(readApiConfig({})).toEqual(DEFAULT_API_CONFIG);
    expect(DEFAULT_API_CONFIG).toEqual({ apiBase: '/api/', classApiBase: '/api/class/', contentApiBase: '/api/content/', schoolApiBase: '/api/school/' });
  });
  it.each([
    ['VITE_API_BASE', 'apiBase'],
    ['VITE_CLASS_API_BASE', 'classApiBase'],
    ['VITE_CONTENT_API_BASE', 'contentApiBase'],
    ['VITE_SCHOOL_API_BASE', 'schoolApiBase'],
  ] as const)('%s sets %s, with a trailing slash added', (key, field) => {
    expect(readApiConfig({ [key]: 'https://h.example/v1' })[field]).toBe('https://h.example/v1/');
  });
  it('a blank value falls back to the default', () => {
    expect(readApiConfig({ VITE_API_BASE: '  ' }).apiBase).toBe('/api/');
  });
  it('reads import.meta.env without throwing', () => {
    expect(readApiConfig().apiBase.endsWith('/')).toBe(true);
  });
});
