// Catches React's unknown-prop warnings (MUI 9 no longer knows InputProps, inputProps, inputRef, InputLabelProps).
// One console.error spy for the whole test file, set before the first render: React logs each unknown prop only
// once per module instance, so a spy set later could miss it.
import type { MockInstance } from 'vitest';

const UNKNOWN_PROP = /InputProps|inputProps|inputRef|InputLabelProps|React does not recognize/;

/** Call at the top of a test file; the answer lists the warnings logged so far (mockClear the spy to reset). */
export function watchUnknownProps(): { warnings: () => string[]; spy: () => MockInstance<typeof console.error> } {
  let errors: MockInstance<typeof console.error>;
  beforeAll(() => {
    errors = vi.spyOn(console, 'error');
  });
  afterAll(() => errors.mockRestore());
  return {
    warnings: () => errors.mock.calls.map((args) => args.map(String).join(' ')).filter((line) => UNKNOWN_PROP.test(line)),
    spy: () => errors,
  };
}
