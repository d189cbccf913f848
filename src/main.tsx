import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod';
import { App } from './App';

// The console's CSP forbids eval. Zod 4 probes for it (`new Function('')`) before its first object parse, and even a
// caught refusal is reported as a 'script-src eval' violation; without JIT it never probes.
zodConfig({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
