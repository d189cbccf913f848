// Server bases of console-spec §7 ("every path is relative to a configured server base"), from Vite env.

export interface ApiConfig {
  /** Our backend. */
  apiBase: string;
  /** GET paths with getClass (not auth/attendance). */
  classApiBase: string;
  /** GET paths with getSolutions. */
  contentApiBase: string;
  /** The school platform: user/login, /assignTest, /reports, /student. */
  schoolApiBase: string;
}

export const DEFAULT_API_CONFIG: ApiConfig = {
  apiBase: '/api/',
  classApiBase: '/api/class/',
  contentApiBase: '/api/content/',
  schoolApiBase: '/api/school/',
};

type Env = Record<string, string | boolean | undefined>;

// import.meta.env exists only under Vite (and Vitest); plain node or tsx leaves it undefined.
function viteEnv(): Env {
  return ((import.meta as { env?: Env }).env ?? {}) as Env;
}

/** A base always ends with '/', so joining is plain concatenation. */
export function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}

function pick(env: Env, key: string, fallback: string): string {
  const value = env[key];
  return withTrailingSlash(typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);
}

export function readApiConfig(env: Env = viteEnv()): ApiConfig {
  return {
    apiBase: pick(env, 'VITE_API_BASE', DEFAULT_API_CONFIG.apiBase),
    classApiBase: pick(env, 'VITE_CLASS_API_BASE', DEFAULT_API_CONFIG.classApiBase),
    contentApiBase: pick(env, 'VITE_CONTENT_API_BASE', DEFAULT_API_CONFIG.contentApiBase),
    schoolApiBase: pick(env, 'VITE_SCHOOL_API_BASE', DEFAULT_API_CONFIG.schoolApiBase),
  };
}
